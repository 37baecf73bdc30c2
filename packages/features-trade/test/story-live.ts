import { createLiveClient, type LiveClient, type SocketFactory } from '@jogak/realtime';
import { connectLiveBridge, createMarketSimulator, createStompBroker, initialLiveMessages, type SandboxWorker, type StompBroker, type StompTransport } from '@jogak/sandbox/browser';

/**
 * The WebSocket face of the stories' sockets: its state and handlers, and a close that tells once
 * (`closed` first, then `onclose` with `closeEvent`). `open` marks it open, runs `accepting`, then
 * tells `onopen`.
 */
function storySocket(send: (text: string) => void, closeEvent: { code: number; wasClean: boolean }, closed: () => void = () => undefined) {
  let readyState = 0;
  const socket: ReturnType<SocketFactory> = {
    url: 'in-page',
    onclose: null,
    onerror: null,
    onmessage: null,
    onopen: null,
    get readyState() {
      return readyState;
    },
    send: (data) => send(String(data)),
    close() {
      if (readyState === 3) return;
      readyState = 3;
      closed();
      socket.onclose?.({ ...closeEvent, reason: '' });
    },
  };
  const open = (accepting: () => void) => {
    readyState = 1;
    accepting();
    socket.onopen?.({});
  };
  return { socket, open };
}

/** A socket that speaks to the in-page broker: what the app's STOMP client sees as a WebSocket. */
function inPageSocket(broker: StompBroker): ReturnType<SocketFactory> {
  const dataListeners: Array<(text: string) => void> = [];
  const closeListeners: Array<() => void> = [];
  const { socket, open } = storySocket(
    (text) => queueMicrotask(() => dataListeners.forEach((listener) => listener(text))),
    { code: 1000, wasClean: true },
    () => closeListeners.forEach((listener) => listener()),
  );
  const transport: StompTransport = {
    write: (text: string) => queueMicrotask(() => socket.onmessage?.({ data: text })),
    close: () => socket.close(),
    on: (event: 'data' | 'close', listener: ((text: string) => void) & (() => void)) => (event === 'data' ? dataListeners : closeListeners).push(listener),
  };
  setTimeout(() => open(() => broker.accept(transport)), 0);
  return socket;
}

/** The story's simulated live market: the worker sandbox's model, bridge and simulator, in the page. */
export interface StoryLiveFeed {
  readonly client: LiveClient;
  /** Start the market simulator at a rate (actions per second). */
  simulate(ratePerSecond: number): void;
  stop(): void;
}

/** The feed of the story on screen: the next story's feed stops it, so its simulator never trades into another story's market. */
let currentFeed: StoryLiveFeed | undefined;

/**
 * A live client wired to an in-page STOMP broker fed by the story's sandbox (the same state the
 * MSW worker answers from), with its market simulator, connected as `token`'s member or a guest.
 * Creating one stops the previous story's feed.
 */
export function createStoryLiveFeed(sandbox: SandboxWorker, token: string | null = null): StoryLiveFeed {
  currentFeed?.stop();
  const { state } = sandbox;
  const broker = createStompBroker({ authenticate: (candidate) => state.memberIdForToken(candidate), initialMessages: (destination) => initialLiveMessages(state, destination) });
  const stopBridge = connectLiveBridge(state, broker);
  const simulator = createMarketSimulator(state, { stockCds: ['JG0001'] });
  const client = createLiveClient({ url: 'in-page', socketFactory: () => inPageSocket(broker) });
  const memberId = token ? state.memberIdForToken(token) : undefined;
  client.connect(memberId && token ? { uid: memberId, token } : {});
  const feed: StoryLiveFeed = {
    client,
    simulate(ratePerSecond) {
      simulator.setRate(ratePerSecond);
      simulator.start();
    },
    stop() {
      simulator.stop();
      void client.disconnect();
      stopBridge();
    },
  };
  currentFeed = feed;
  return feed;
}

/** A socket that closes before it opens, as when the live endpoint is down: every attempt fails. */
function unreachableSocket(): ReturnType<SocketFactory> {
  const { socket } = storySocket(() => undefined, { code: 1006, wasClean: false });
  setTimeout(() => socket.close(), 0);
  return socket;
}

/**
 * A live client whose endpoint is down (every socket closes before it opens), for the stories of
 * a screen while the feed is lost. Connect it; disconnect it when the story is left.
 *
 * @example
 * const client = createUnreachableLiveClient();
 * client.connect();
 */
export function createUnreachableLiveClient(): LiveClient {
  return createLiveClient({ url: 'in-page', socketFactory: unreachableSocket });
}
