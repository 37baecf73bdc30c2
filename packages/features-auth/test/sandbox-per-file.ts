import { commonStore, createDefaultCommonState, resetSession, resetUser } from '@jogak/app-core';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The sandbox for one test file: listening for the file, and after each test its data reset, any
 * handler a test put in front dropped, and the app-wide stores a sign-in writes (user, session,
 * common) emptied, so no test sees another's member.
 *
 * @example
 * const sandbox = serveSandboxPerFile({ now: '2025-03-04T10:00:00+09:00' });
 */
export function serveSandboxPerFile(options?: Parameters<typeof setupSandboxServer>[0]) {
  const sandbox = setupSandboxServer(options);
  beforeAll(() => sandbox.listen());
  afterEach(() => {
    sandbox.server.resetHandlers();
    sandbox.reset();
    resetUser();
    resetSession();
    Object.assign(commonStore, createDefaultCommonState());
  });
  afterAll(() => sandbox.close());
  return sandbox;
}
