/** Runs a callback later and returns how to cancel it. */
export type FrameScheduler = (run: () => void) => () => void;

/**
 * How long a frame may be awaited before a timer runs the callback instead: a page hidden after
 * the frame was asked for gets no frame until it is shown again, while the live feed keeps
 * arriving (an Android web view keeps the socket open in the background).
 */
export const FRAME_FALLBACK_MS = 100;

/**
 * The next animation frame, or a timer if that frame has not come within `FRAME_FALLBACK_MS`;
 * only the timer where there are no frames (Node) or the page is already hidden. Whichever runs
 * first cancels the other, so the callback runs once.
 *
 * @example
 * const cancel = nextFrame(() => render());
 */
export const nextFrame: FrameScheduler = (run) => {
  const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
  if (!visible || typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 16);
    return () => clearTimeout(timer);
  }
  const cancelBoth = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const runOnce = () => {
    cancelBoth();
    run();
  };
  const frame = requestAnimationFrame(runOnce);
  const timer = setTimeout(runOnce, FRAME_FALLBACK_MS);
  return cancelBoth;
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
