/** The first wait before loading again while the device says it is online. */
const FIRST_RETRY_DELAY_MS = 1_000;
/** The longest wait between two loads: a chunk that keeps failing is asked for twice a minute. */
const LONGEST_RETRY_DELAY_MS = 30_000;

/**
 * Runs `load` until it succeeds. For the chunks the app loads after its first screen (the
 * typeface, the dialog and toast hosts): a member who went offline meanwhile gets them once the
 * network is back, and never an error screen for a chunk nothing is waiting on yet. A load also
 * fails while the device stays online (a connection reset, a 5xx, Wi-Fi without internet), when no
 * `online` event ever comes: it is tried again after 1 s, 2 s, 4 s … up to 30 s between tries, or
 * at once when the device comes back online, whichever is first.
 *
 * @example
 * const OverlayHosts = lazy(() => retryWhenOnline(() => import('./overlay-hosts')));
 */
export function retryWhenOnline<T>(load: () => Promise<T>, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Promise<T> {
  return new Promise<T>((resolve) => {
    const attempt = (delayMs: number) => {
      load().then(resolve, () => {
        const retry = () => {
          clearTimeout(timer);
          target.removeEventListener('online', retry);
          attempt(Math.min(delayMs * 2, LONGEST_RETRY_DELAY_MS));
        };
        const timer = setTimeout(retry, delayMs);
        target.addEventListener('online', retry);
      });
    };
    attempt(FIRST_RETRY_DELAY_MS);
  });
}
