import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';

// In memory only, for this run of the app: what a member typed is never written to the device,
// and a reload starts every form afresh. Logging out forgets every draft.
const drafts = new Map<string, unknown>();

/**
 * A form's state that outlives its screen: spec §8 sends a failed submit (a 500) to /error, and
 * /error's 이전 화면으로 brings the member back to a form that still holds what they typed. Works
 * like `useState`, kept under `key` until `clear` (after the submit went through) or
 * `clearFormDrafts` (logout). Without a key it is plain state.
 *
 * @example
 * const [values, setValues, clearDraft] = useFormDraft('qna:create', { title: '', contents: '' });
 * // once sent: clearDraft();
 */
export function useFormDraft<T>(key: string | undefined, initial: T): [T, Dispatch<SetStateAction<T>>, () => void] {
  const [value, setValue] = useState<T>(() => (key !== undefined && drafts.has(key) ? (drafts.get(key) as T) : initial));
  // The latest value, so an update function runs once, outside React's (pure) state updater.
  const latest = useRef(value);
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(latest.current) : next;
      latest.current = updated;
      if (key !== undefined) drafts.set(key, updated);
      setValue(updated);
    },
    [key],
  );
  const clear = useCallback(() => {
    if (key !== undefined) drafts.delete(key);
  }, [key]);
  return [value, set, clear];
}

/**
 * Forgets every form draft (logout: the next member must not find the last one's words).
 *
 * @example
 * clearFormDrafts();
 */
export function clearFormDrafts(): void {
  drafts.clear();
}
