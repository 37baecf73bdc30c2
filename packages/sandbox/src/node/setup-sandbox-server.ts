import { setupServer } from 'msw/node';
import { createSandbox, type Sandbox } from '../handlers';
import type { SandboxStateOptions } from '../model/state';

/** A sandbox wired into MSW's Node interceptor, for tests. */
export interface SandboxServer extends Sandbox {
  server: ReturnType<typeof setupServer>;
  /** Start intercepting; an unhandled request fails the test (`onUnhandledRequest: 'error'`). */
  listen(): void;
  /** Stop intercepting. */
  close(): void;
}

/**
 * A sandbox for Node tests: `fetch` to any origin's `/main/v1/...` reaches the sandbox.
 *
 * @example
 * const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
 * beforeAll(() => sandbox.listen());
 * afterEach(() => sandbox.reset());
 * afterAll(() => sandbox.close());
 */
export function setupSandboxServer(options: SandboxStateOptions = {}): SandboxServer {
  const sandbox = createSandbox(options);
  const server = setupServer(...sandbox.handlers);
  return {
    ...sandbox,
    server,
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
  };
}
