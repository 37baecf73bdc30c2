/** A lazy load shared by every caller, which a failure does not poison. */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one under way or done. */
  readonly load: () => Promise<T>;
  /** The load if one was started (and has not failed): for work that must not start it. */
  readonly started: () => Promise<T> | undefined;
}

/**
 * Runs `load` once and shares its result. A failed load (offline, or a deploy that replaced the
 * chunk) is forgotten, so the next call tries again instead of failing for the rest of the
 * session.
 *
 * @example
 * const webActions = loadOnce(() => import('./web-actions'));
 * const { copyText } = await webActions.load();
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
    started: () => loading,
  };
}
