import { useEffect, useState, useSyncExternalStore } from 'react';
import { RichText } from '../rich-text/rich-text';
import { dismissToast, getToast, subscribeToast } from './toast-queue';

/**
 * Renders the toast of `showToast`. The live region stays mounted so screen readers announce each
 * new message, and it is mounted empty: a toast shown before the host mounts goes in once the
 * empty region has been drawn (its 1,200 ms start then). The overlay exists only while a toast
 * shows, and a tap on it ends the toast early.
 *
 * @example
 * <App />
 * <ToastHost />
 */
export function ToastHost() {
  const queued = useSyncExternalStore(subscribeToast, getToast, getToast);
  // Screen readers announce a change to a live region that already exists, not one that appears
  // with its message. The host mounts late (after the first screen), so a toast shown before then
  // waits until the empty region has been drawn: two frames, as the first may come before the
  // region's own paint. Toasts shown later go straight into the region.
  const [regionReady, setRegionReady] = useState(() => getToast() === null);
  useEffect(() => {
    if (regionReady) return undefined;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setRegionReady(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [regionReady]);
  const toast = regionReady ? queued : null;

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <>
      {toast ? (
        <div className="jg-toast-overlay" data-testid="toast-overlay" aria-hidden="true" onClick={() => dismissToast(toast.id)} />
      ) : null}
      <div className="jg-toast-region" role="status" aria-live="polite" data-position={toast?.position ?? 'center'}>
        {toast ? (
          <div className="jg-toast" key={toast.id}>
            {toast.html ? <RichText as="span" html={toast.message} /> : toast.message}
          </div>
        ) : null}
      </div>
    </>
  );
}
