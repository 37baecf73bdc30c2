import { useEffect, useSyncExternalStore } from 'react';
import { RichText } from '../rich-text/rich-text';
import { dismissToast, getToast, subscribeToast } from './toast-queue';

/**
 * Renders the toast of `showToast`. The live region stays mounted so screen readers announce each
 * new message; the overlay exists only while a toast shows, and a tap on it ends the toast early.
 *
 * @example
 * <App />
 * <ToastHost />
 */
export function ToastHost() {
  const toast = useSyncExternalStore(subscribeToast, getToast, getToast);

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
