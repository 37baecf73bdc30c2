/** One logged application error. */
export interface ErrorEntry {
  /** `uncaught` from React/the router, `rejection` from an unhandled promise. */
  kind: 'uncaught' | 'rejection';
  message: string;
  /** The route id that was showing (spec section 8: "message plus current route name"). */
  route: string | undefined;
  stack: string | undefined;
  at: number;
}

type Listener = (entries: readonly ErrorEntry[]) => void;

/**
 * The error logger of spec section 8. The spec names no remote sink and no endpoint, so the log
 * is an in-memory ring (the newest 50) that the development error printer subscribes to and that
 * a remote reporter can drain later without touching the call sites.
 *
 * @example
 * const log = createErrorLog();
 * log.add({ kind: 'uncaught', message: 'boom', route: '/_main/home', stack: undefined, at: Date.now() });
 * log.entries().length; // 1
 */
export function createErrorLog(capacity = 50) {
  let entries: readonly ErrorEntry[] = [];
  const listeners = new Set<Listener>();
  return {
    add(entry: ErrorEntry) {
      entries = [...entries, entry].slice(-capacity);
      for (const listener of listeners) listener(entries);
    },
    clear() {
      entries = [];
      for (const listener of listeners) listener(entries);
    },
    entries: () => entries,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ErrorLog = ReturnType<typeof createErrorLog>;

/** The app's one error log. */
export const errorLog = createErrorLog();
