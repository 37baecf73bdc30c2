import { getDialogs, subscribeDialogs } from '../dialog/dialog-queue';
import { getToast, subscribeToast } from '../toast/toast-queue';

/**
 * Whether a dialog or a toast is waiting for its host: an app that mounts `DialogHost` and
 * `ToastHost` lazily mounts them now.
 *
 * @example
 * if (hasOverlayRequest()) mountOverlayHosts();
 */
export function hasOverlayRequest(): boolean {
  return getDialogs().length > 0 || getToast() !== null;
}

/**
 * Calls `listener` whenever a dialog or a toast is opened, answered or dismissed; returns the
 * unsubscriber.
 *
 * @example
 * const stop = subscribeOverlayRequests(() => { if (hasOverlayRequest()) mountOverlayHosts(); });
 */
export function subscribeOverlayRequests(listener: () => void): () => void {
  const stopDialogs = subscribeDialogs(listener);
  const stopToasts = subscribeToast(listener);
  return () => {
    stopDialogs();
    stopToasts();
  };
}
