import { showToast } from '@jogak/ui-kit';
import { useCallback, useRef, useState } from 'react';
import { MESSAGES } from '../messages/messages';

/** The toasts of an action: `success` once it resolves, `failure` when it rejects. */
export interface ActionToasts {
  readonly success: string;
  readonly failure: string;
}

/** Spec §8's toasts of a file saved through the shell (the bridge's downloadFile). */
export const DOWNLOAD_TOASTS: ActionToasts = { success: MESSAGES.DOWNLOAD_SUCCESS, failure: MESSAGES.DOWNLOAD_FAILURE };

/** Spec §8's toasts of a share through the shell (the bridge's share). */
export const SHARE_TOASTS: ActionToasts = { success: MESSAGES.SHARE_SUCCESS, failure: MESSAGES.SHARE_FAILURE };

export interface ToastedAction<Key extends string | number> {
  /** The key of the action that runs, `null` when none does: the screen marks that control busy. */
  readonly running: Key | null;
  /**
   * Runs `action` under `key` unless an action runs already (then the call is ignored). It toasts
   * `toasts.success` when the action resolves, nothing when it resolves `false` (the person
   * cancelled, as the shell's share reports), `toasts.failure` when it rejects. Never rejects.
   */
  readonly run: (key: Key, action: () => Promise<boolean | void>, toasts: ActionToasts) => Promise<void>;
}

/**
 * One shell action at a time with its toasts: a screen's file saves and shares (spec §8). The
 * screen changes nothing else, so a cancelled or failed action leaves it as it was.
 *
 * @example
 * const { running, run } = useToastedAction<number>();
 * <a aria-busy={running === file.id || undefined}
 *   onClick={(event) => { event.preventDefault(); void run(file.id, () => onDownload(file), DOWNLOAD_TOASTS); }} />
 */
export function useToastedAction<Key extends string | number>(): ToastedAction<Key> {
  const [running, setRunning] = useState<Key | null>(null);
  // Read and set synchronously: a second tap that lands before React re-renders is ignored too.
  const busy = useRef(false);
  const run = useCallback(async (key: Key, action: () => Promise<boolean | void>, toasts: ActionToasts) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(key);
    try {
      if ((await action()) !== false) showToast(toasts.success);
    } catch {
      showToast(toasts.failure);
    } finally {
      busy.current = false;
      setRunning(null);
    }
  }, []);
  return { running, run };
}
