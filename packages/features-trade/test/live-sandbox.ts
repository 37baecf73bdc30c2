import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_DESTINATIONS } from '@jogak/api-client';
import { createLiveClient, type LiveClient } from '@jogak/realtime';
import { attachLiveEndpoint, connectLiveBridge, initialLiveMessages, type LiveEndpoint } from '@jogak/sandbox';
import { setupSandboxServer, type SandboxServer } from '@jogak/sandbox/node';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** A live endpoint on the test's sandbox state, and a live client connected to it. */
export interface LiveSandbox {
  readonly client: LiveClient;
  /** The endpoint: `kill()` drops every connection and refuses new ones until `restart()`. */
  readonly endpoint: LiveEndpoint;
  stop(): Promise<void>;
}

export interface LiveSandboxOptions {
  /**
   * The operation topic sends nothing on subscribing (it otherwise sends the market's state at
   * once), so a test holding the market-operation-time call (`holdClosedMarketOperation`) holds
   * the screen's only source of it: the live answer raced the test's look at the held screen.
   */
  readonly withholdMarketOperation?: boolean;
}

/**
 * The sandbox's real STOMP endpoint on a free port, fed by the same state the MSW handlers
 * answer from (so an order placed over HTTP arrives live), and the app's live client on it,
 * connected as the member of `identity` or as a guest. SockJS's handshake passes through MSW.
 */
async function startLiveSandbox(
  sandbox: SandboxServer,
  identity: { uid: string; token: string } | null = null,
  { withholdMarketOperation = false }: LiveSandboxOptions = {},
): Promise<LiveSandbox> {
  const { state } = sandbox;
  sandbox.server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\/ws\//, () => passthrough()));
  const server = createServer((_request, response) => response.end());
  const endpoint = attachLiveEndpoint(server, {
    sessions: state,
    initialMessages: (destination) => (withholdMarketOperation && destination === LIVE_DESTINATIONS.marketOperation ? [] : initialLiveMessages(state, destination)),
  });
  const stopBridge = connectLiveBridge(state, endpoint.broker);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const client = createLiveClient({
    url: `http://127.0.0.1:${port}/ws`,
    transports: ['websocket'],
  });
  client.connect(identity ?? undefined);
  return {
    client,
    endpoint,
    async stop() {
      await client.disconnect();
      stopBridge();
      endpoint.detach();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The sandbox for one test file, and the live endpoint its tests start: listening for the file;
 * after each test the live sandbox started stopped, the clock set back to `now` (the seed is
 * rebuilt for the clock's day, so it goes back first) and the data reset.
 *
 * @example
 * const { sandbox, startLive } = serveLiveSandboxPerFile('2025-03-04T10:00:00+09:00');
 * const live = await startLive({ uid: session.memberId, token: session.token });
 */
export function serveLiveSandboxPerFile(now: string) {
  const sandbox = setupSandboxServer({ now });
  let started: LiveSandbox | undefined;
  beforeAll(() => sandbox.listen());
  afterEach(async () => {
    await started?.stop();
    started = undefined;
    sandbox.state.clock.set(now);
    sandbox.reset();
  });
  afterAll(() => sandbox.close());
  return {
    sandbox,
    /** `startLiveSandbox` on this file's sandbox; stopped after the test. */
    startLive: async (identity: { uid: string; token: string } | null = null, options?: LiveSandboxOptions): Promise<LiveSandbox> => {
      started = await startLiveSandbox(sandbox, identity, options);
      return started;
    },
  };
}
