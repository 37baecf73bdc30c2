import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { userStore } from '../stores/user-store';

// In memory only, for this run of the app: what a member typed is never written to the device,
// and a reload starts every form afresh. Logging out forgets every draft, and each is filed under
// the member who typed it, so no other member signed in on the device meets it.
const drafts = new Map<string, unknown>();

function draftKeyOf(key: string | undefined): string | undefined {
  return key === undefined ? undefined : `${userStore.id}\u0000${key}`;
}

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
  // Fixed for the screen's life: a form whose key changes is another form (give it a React key).
  const [storeKey] = useState(() => draftKeyOf(key));
  // Only this hook writes under the key, always a `T`.
  const [value, setValue] = useState<T>(() => (storeKey !== undefined && drafts.has(storeKey) ? (drafts.get(storeKey) as T) : initial));
  // The latest value, so an update function runs once, outside React's (pure) state updater.
  const latest = useRef(value);
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(latest.current) : next;
      latest.current = updated;
      if (storeKey !== undefined) drafts.set(storeKey, updated);
      setValue(updated);
    },
    [storeKey],
  );
  const clear = useCallback(() => {
    if (storeKey !== undefined) drafts.delete(storeKey);
  }, [storeKey]);
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
