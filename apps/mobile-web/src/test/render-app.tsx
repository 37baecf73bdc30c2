import {
  clearFormDrafts,
  commonStore,
  createDefaultCommonState,
  resetSession,
  resetUser,
  sessionStore,
  updateUser,
} from '@jogak/app-core';
import type { NativeTransport } from '@jogak/native-bridge';
import { createBrowserTransport } from '@jogak/native-bridge/browser';
import { requestedPaths } from '@jogak/feature-testing';
import { createSandbox } from '@jogak/sandbox';
import { clearToast } from '@jogak/ui-kit';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createShell, type Shell } from '../shell/create-shell';
import type { LiveFeed } from '../shell/live-feed';

/** The sandbox behind every integration test (MSW in Node, the same handlers as `pnpm sandbox`). */
export const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
const shells: Shell[] = [];

/** The path and query of every call the sandbox received in this test, in order. */
export const requested = requestedPaths({ server });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requested.length = 0;
  for (const shell of shells.splice(0)) shell.dispose();
  sandbox.reset();
  window.localStorage.clear();
  resetUser();
  resetSession();
  sessionStore.pushToken = '';
  Object.assign(commonStore, createDefaultCommonState());
  clearFormDrafts();
  // The toast queue is app-wide and outlives the test's app: the next app would show what is left.
  clearToast();
});
afterAll(() => server.close());

/** Signs a demo member in on the sandbox and puts the session in the stores, as the demo login does. */
export async function signInAs(memberId: string): Promise<void> {
  const response = await fetch('http://127.0.0.1:4519/main/v1/auth/demo/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberId }),
  });
  const session = (await response.json()) as {
    token: string;
    userId: string;
    userType: string;
    individualCorpCode: 'INDIVIDUAL' | 'GENERAL_CORPORATION' | 'CORPORATE';
  };
  updateUser({ id: session.userId, userType: session.userType, individualCorpCode: session.individualCorpCode });
  Object.assign(sessionStore, { token: session.token, userId: session.userId });
  commonStore.appState = 'login';
}

/**
 * Renders the whole app (router, providers, bridge with the browser transport) at `path`,
 * against the sandbox, signed in as the demo `member` when given.
 */
export async function renderApp(
  path: string,
  {
    online = () => true,
    member,
    shellTransport = (browser) => browser,
    now,
  }: {
    online?: () => boolean;
    member?: string;
    /** The shell's clock (the bridge's window for repeated messages among what it times). */
    now?: () => number;
    /** Stands in for the shell around the browser transport (e.g. answers `update.check` as a phone would). */
    shellTransport?: (browser: NativeTransport) => NativeTransport;
  } = {},
) {
  // No SockJS server in Node tests: the feed records what the shell asks of it.
  const live = { start: vi.fn(async () => undefined), reconnect: vi.fn(async () => undefined), switchUser: vi.fn(async () => undefined), client: vi.fn() };
  const shell = createShell({
    liveFeed: live as unknown as LiveFeed,
    history: createMemoryHistory({ initialEntries: [path] }),
    transport: shellTransport(createBrowserTransport({ sendInit: false })),
    apiBaseUrl: 'http://127.0.0.1:4519',
    isOnline: online,
    ...(now ? { now } : {}),
  });
  shells.push(shell);
  await shell.ready;
  // After hydration, which would otherwise replace the session with the (empty) stored one.
  if (member) await signInAs(member);
  await shell.router.load();
  render(<RouterProvider router={shell.router} />);
  const location = () => shell.router.state.location;
  /** Delivers a native message as the shell would (NATIVE_BRIDGE.md §4). */
  const nativeMessage = (type: string, payload: Record<string, unknown> = {}) =>
    shell.services.bridge.receive({ jogak: 1, kind: 'message', type, payload });
  return { shell, location, nativeMessage, live };
}
