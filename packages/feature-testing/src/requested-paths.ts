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

/** One request's JSON body, named by its call (`METHOD path`, no query). */
export interface RequestedBody {
  readonly call: string;
  readonly body: unknown;
}

/**
 * The JSON body of every request other than a GET the sandbox receives from now on, in the order
 * they are read, with its call (`METHOD path`). A body that is not JSON (a verifier page's form)
 * is left out. Reading a body takes a moment after the request starts: wait for the screen's
 * answer before asserting. Empty it between tests (`bodies.length = 0`).
 *
 * @example
 * const bodies = requestedBodies(sandbox);
 * await user.click(screen.getByRole('switch', { name: '앱 푸시' }));
 * await screen.findByText('수신 설정을 저장했어요.');
 * expect(bodies).toContainEqual({ call: 'POST /main/v1/member/notification', body: expect.objectContaining({ pushReceiveAgreeYn: 'Y' }) });
 */
export function requestedBodies(sandbox: RequestEvents): RequestedBody[] {
  const bodies: RequestedBody[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    const call = `${request.method} ${new URL(request.url).pathname}`;
    void request
      .clone()
      .json()
      .then(
        (body: unknown) => bodies.push({ call, body }),
        () => undefined,
      );
  });
  return bodies;
}
