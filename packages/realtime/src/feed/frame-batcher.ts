/** Runs a callback later and returns how to cancel it. */
export type FrameScheduler = (run: () => void) => () => void;

/**
 * The next animation frame while the page is visible; a 16 ms timer otherwise (Node, hidden
 * pages, where animation frames stop and the queue would only grow).
 *
 * @example
 * const cancel = nextFrame(() => render());
 */
export const nextFrame: FrameScheduler = (run) => {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  if (visible && typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(() => run());
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
};

/**
 * Collects items as they arrive and hands them over once per frame, so a burst of messages costs
 * one store update (and so at most one render) per animation frame.
 *
 * @example
 * const batcher = createFrameBatcher<LiveEvent>((events) => applyLiveEvents(state, events));
 * batcher.push(event);
 */
export function createFrameBatcher<T>(flush: (items: T[]) => void, schedule: FrameScheduler = nextFrame) {
  let queue: T[] = [];
  let cancel: (() => void) | null = null;
  let flushes = 0;

  function run(): void {
    cancel = null;
    const items = queue;
    queue = [];
    if (items.length === 0) return;
    flushes += 1;
    flush(items);
  }

  return {
    push(item: T): void {
      queue.push(item);
      cancel ??= schedule(run);
    },
    /** Hand over what is queued now (tests, and before a teardown). */
    flushNow(): void {
      cancel?.();
      run();
    },
    /** Drop the queued items `dropped` picks; the others are still handed over at the frame. */
    drop(dropped: (item: T) => boolean): void {
      queue = queue.filter((item) => !dropped(item));
    },
    /** Drop what is queued without handing it over. */
    clear(): void {
      cancel?.();
      cancel = null;
      queue = [];
    },
    get pending(): number {
      return queue.length;
    },
    get flushes(): number {
      return flushes;
    },
  };
}
