import { LIVE_DESTINATIONS, type LiveEvent, parseLiveEvent } from '@jogak/api-client';
import { Client, type IMessage, type StompSubscription } from '@stomp/stompjs';
import { type SocketFactory, loadSockJS } from './load-sockjs';

/** The `uid` a connection without a user sends (spec section 4). */
export const GUEST = 'guest';

/** The delays and heart-beat intervals of a connection, in milliseconds. */
export interface LiveTimings {
  reconnectDelayMs: number;
  errorRetryDelayMs: number;
  heartbeatIncomingMs: number;
  heartbeatOutgoingMs: number;
}

/** The spec's timings (sections 4, 7 and 9). */
export const LIVE_TIMINGS: Readonly<LiveTimings> = {
  /** The client's own reconnect delay after a connection drops. */
  reconnectDelayMs: 100,
  /** The retry delay after an error (an ERROR frame, a socket error, a failed attempt, lost heart-beats). */
  errorRetryDelayMs: 2_000,
  /** The server must show life at least this often. */
  heartbeatIncomingMs: 60_000,
  /** The client sends no heart-beats. */
  heartbeatOutgoingMs: 0,
};

/** Where the connection stands. */
export type LiveConnectionStatus = 'idle' | 'connecting' | 'connected' | 'retrying';

/** A message that was dropped because it is not a live event. */
export interface InvalidLiveMessage {
  destination: string;
  body: string;
  reason: 'not-json' | 'invalid';
  problems: string[];
}

export interface LiveConnectionOptions {
  /** The SockJS endpoint, e.g. `http://127.0.0.1:4010/ws` or `/ws`. */
  url: string;
  /** Make the socket yourself (tests, other transports); sockjs-client is loaded lazily otherwise. */
  socketFactory?: SocketFactory;
  /** SockJS transports to allow (all by default). */
  transports?: string[];
  /** Told about every dropped message; `console.warn` by default. */
  onInvalidMessage?: (message: InvalidLiveMessage) => void;
  /** Override the spec's timings (tests only). */
  timings?: Partial<LiveTimings>;
}

type EventListener = (event: LiveEvent, destination: string) => void;

interface Entry {
  /** How many holders want this destination. */
  refs: number;
  listeners: Set<EventListener>;
  /** The STOMP subscription of the current connection, or null while disconnected. */
  stomp: StompSubscription | null;
}

/**
 * One STOMP-over-SockJS connection with reference-counted subscriptions, as the spec sets it:
 * connect header `uid` (the user id or `guest`), heart-beat incoming 60 s / outgoing 0, reconnect
 * 100 ms after a drop and 2 s after an error. Subscriptions survive reconnects (each restored
 * exactly once); `disconnect()` clears the connection and every subscription.
 *
 * @example
 * const connection = createLiveConnection({ url: '/ws' });
 * connection.connect('demo-general');
 * const release = connection.subscribe('/topic/market/JG0001', (event) => console.info(event.event));
 * release(); // the last holder leaving unsubscribes
 */
export function createLiveConnection(options: LiveConnectionOptions) {
  const timings = { ...LIVE_TIMINGS, ...options.timings };
  const registry = new Map<string, Entry>();
  const statusListeners = new Set<(status: LiveConnectionStatus) => void>();
  const reportInvalid =
    options.onInvalidMessage ??
    ((message: InvalidLiveMessage) => console.warn('[realtime] dropped a malformed live message', message.destination, message.problems));
  let uid = GUEST;
  let status: LiveConnectionStatus = 'idle';
  let client: Client | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let connects = 0;
  let openSocket: SocketFactory | undefined = options.socketFactory;

  function setStatus(next: LiveConnectionStatus): void {
    if (status === next) return;
    status = next;
    for (const listener of [...statusListeners]) listener(next);
  }

  function deliver(destination: string, message: IMessage): void {
    const result = parseLiveEvent(message.body);
    if (!result.ok) {
      reportInvalid({ destination, body: message.body, reason: result.reason, problems: result.problems });
      return;
    }
    const entry = registry.get(destination);
    if (!entry) return;
    for (const listener of [...entry.listeners]) listener(result.event, destination);
  }

  function stompSubscribe(active: Client, destination: string, entry: Entry): void {
    entry.stomp = active.subscribe(destination, (message) => deliver(destination, message));
  }

  function createClient(): Client {
    let connectedThisAttempt = false;
    let failed = false;
    const created: Client = new Client({
      connectHeaders: { uid },
      heartbeatIncoming: timings.heartbeatIncomingMs,
      heartbeatOutgoing: timings.heartbeatOutgoingMs,
      reconnectDelay: timings.reconnectDelayMs,
      beforeConnect: async () => {
        connectedThisAttempt = false;
        failed = false;
        openSocket ??= await loadSockJS(options.transports ? { transports: options.transports } : {});
        setStatus('connecting');
      },
      webSocketFactory: () => {
        if (!openSocket) throw new Error('SockJS is not loaded');
        return openSocket(options.url);
      },
      onConnect: () => {
        connectedThisAttempt = true;
        connects += 1;
        for (const [destination, entry] of registry) stompSubscribe(created, destination, entry);
        setStatus('connected');
      },
      onStompError: () => {
        failed = true;
      },
      onWebSocketError: () => {
        failed = true;
      },
      onHeartbeatLost: () => {
        failed = true;
      },
      onWebSocketClose: () => {
        for (const entry of registry.values()) entry.stomp = null;
        if (client !== created || !created.active) return;
        if (failed || !connectedThisAttempt) {
          // An error: stop the client's own 100 ms loop and come back after the error delay.
          setStatus('retrying');
          void created.deactivate();
          retryTimer = setTimeout(() => {
            retryTimer = undefined;
            if (client === created) created.activate();
          }, timings.errorRetryDelayMs);
          return;
        }
        setStatus('retrying');
      },
    });
    return created;
  }

  async function stop(): Promise<void> {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    const previous = client;
    client = null;
    for (const entry of registry.values()) entry.stomp = null;
    if (previous) await previous.deactivate();
  }

  function start(): void {
    client = createClient();
    client.activate();
  }

  const connection = {
    /**
     * Connect as a user (or `guest`); connecting as someone else first closes the current
     * connection. Subscriptions are kept and restored on the new connection.
     */
    connect(userId: string = GUEST): void {
      const next = userId.trim() || GUEST;
      if (client && next === uid) return;
      uid = next;
      if (!client) return start();
      void stop().then(() => {
        if (!client) start();
      });
    },

    /** Close the connection and clear every subscription and listener. */
    async disconnect(): Promise<void> {
      registry.clear();
      await stop();
      setStatus('idle');
    },

    /** Drop the connection and connect again now (the shell came back to the foreground). */
    async reconnect(): Promise<void> {
      if (!client && status === 'idle') return;
      await stop();
      start();
    },

    /**
     * Listen to a destination. The first holder subscribes over STOMP; later ones share that
     * subscription. Returns the release function; the last release unsubscribes.
     */
    subscribe(destination: string, listener: EventListener): () => void {
      let entry = registry.get(destination);
      if (!entry) {
        entry = { refs: 0, listeners: new Set(), stomp: null };
        registry.set(destination, entry);
        if (client?.connected) stompSubscribe(client, destination, entry);
      }
      const held = entry;
      held.refs += 1;
      held.listeners.add(listener);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.refs -= 1;
        held.listeners.delete(listener);
        if (held.refs > 0 || registry.get(destination) !== held) return;
        registry.delete(destination);
        if (held.stomp && client?.connected) held.stomp.unsubscribe();
        held.stomp = null;
      };
    },

    /** Follow the user's own events (`/user/queue/events`). */
    subscribeUserEvents(listener: EventListener): () => void {
      return connection.subscribe(LIVE_DESTINATIONS.userEvents, listener);
    },

    get status(): LiveConnectionStatus {
      return status;
    },
    get uid(): string {
      return uid;
    },

    onStatus(listener: (status: LiveConnectionStatus) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },

    /** Counts for tests and debugging: holders and live STOMP subscriptions per destination. */
    stats() {
      const destinations: Record<string, { refs: number; listeners: number; subscribed: boolean }> = {};
      for (const [destination, entry] of registry) {
        destinations[destination] = { refs: entry.refs, listeners: entry.listeners.size, subscribed: entry.stomp !== null };
      }
      return { status, uid, connects, statusListeners: statusListeners.size, destinations };
    },
  };
  return connection;
}

/** The connection `createLiveConnection` returns. */
export type LiveConnection = ReturnType<typeof createLiveConnection>;
