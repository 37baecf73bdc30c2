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
