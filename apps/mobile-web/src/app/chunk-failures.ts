/**
 * The key under which TanStack Router's `lazyRouteComponent` remembers, per session, that it has
 * reloaded the page for a failed route chunk (`tanstack_router_reload:` and the error's message).
 * Its own format, pinned by `chunk-failures.test.tsx` against the router itself.
 */
const ROUTER_RELOAD_KEY_PREFIX = 'tanstack_router_reload:';

/** The failures Vite's preload helper reported: the errors of the app's own chunks. */
const chunkFailures = new WeakSet<object>();

/** Vite's preload helper dispatches this on the window for every chunk it could not load. */
interface PreloadErrorEvent extends Event {
  readonly payload?: unknown;
}

/**
 * Keeps a route chunk that failed to load on the page: the error screen says so, with 다시 시도하기.
 * Left alone, `lazyRouteComponent` answers the first such failure of a session by reloading the
 * page, its guess that a deploy replaced the chunks. Far more often the phone said it was online
 * and was not (Wi-Fi without internet, a lift): the reload shows the WebView's own error page
 * and loses every form draft kept in memory. So each failure is marked as already reloaded for,
 * and the deploy case is told apart when the member retries (`isAppReplaced`).
 *
 * @example
 * const stopKeeping = keepChunkFailuresOnPage(window);
 */
export function keepChunkFailuresOnPage(target: Window): () => void {
  const onPreloadError = (event: Event) => {
    const { payload } = event as PreloadErrorEvent;
    if (!(payload instanceof Error)) return;
    chunkFailures.add(payload);
    target.sessionStorage.setItem(ROUTER_RELOAD_KEY_PREFIX + payload.message, '1');
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** Whether `error` is one of the app's own chunks failing to load (seen by `keepChunkFailuresOnPage`). */
export function isChunkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && chunkFailures.has(error);
}

/**
 * Whether `error` is a chunk that a newer build took away (`isAppReplaced`), so that only a reload
 * brings the screen back. The check is a chunk of its own, asked for only then: a check that cannot
 * be loaded either says the network is down, not that the build changed.
 *
 * @example
 * if (await isChunkOfReplacedApp(error, window)) window.location.reload();
 */
export async function isChunkOfReplacedApp(error: unknown, target: Window): Promise<boolean> {
  if (!isChunkFailure(error)) return false;
  try {
    const { isAppReplaced } = await import('./app-replaced');
    return await isAppReplaced(target);
  } catch {
    return false;
  }
}

