/** What `requestedPaths` needs of a test's sandbox (`setupSandboxServer`'s MSW server). */
interface RequestEvents {
  readonly server: { readonly events: { on(event: 'request:start', listener: (args: { request: Request }) => void): void } };
}

/**
 * The path and query of every request the sandbox receives from now on, in order. Empty it
 * between tests (`paths.length = 0`).
 *
 * @example
 * const requested = requestedPaths(sandbox);
 * prefetchHomeData(queryClient);
 * await queriesSettled(queryClient);
 * expect(requested).toContain('/main/v1/market/stocks');
 */
export function requestedPaths(sandbox: RequestEvents): string[] {
  const paths: string[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    paths.push(`${url.pathname}${url.search}`);
  });
  return paths;
}

/**
 * Every request the sandbox receives from now on as `METHOD path?query`, in order. Empty it
 * between tests (`calls.length = 0`).
 *
 * @example
 * const calls = requestedCalls(sandbox);
 * await user.click(screen.getByRole('button', { name: '모두 읽음' }));
 * expect(calls).toContain('POST /main/v1/member/notifications/check-all');
 */
export function requestedCalls(sandbox: RequestEvents): string[] {
  const calls: string[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return calls;
}
