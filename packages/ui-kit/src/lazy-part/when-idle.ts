/**
 * Runs `run` once the page is idle (`requestIdleCallback`, at most `timeout` ms later), or in the
 * next task where the browser has no idle callbacks (Safari before 18). For work a screen may do
 * ahead of need, such as fetching the chunk of a sheet its buttons open: asked for in the task
 * that drew the screen, its files are part of that screen's largest paint (issue #18).
 *
 * @example
 * useEffect(() => {
 *   if (shown) whenIdle(() => void loadOrderSheet().catch(() => undefined));
 * }, [shown]);
 */
export function whenIdle(run: () => void, { timeout = 2000 }: { readonly timeout?: number } = {}): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(run, { timeout });
  else globalThis.setTimeout(run, 0);
}
