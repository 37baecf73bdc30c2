import { LIVE_DESTINATIONS, type LiveEvent, parseLiveEvent } from '@jogak/api-client';
import { Client, type IFrame, type IMessage, type StompSubscription } from '@stomp/stompjs';
import type { LiveTransport, SocketOpener } from './raw-websocket';
import { type DestinationHold, holdDestination } from './destination-holds';

/** The `uid` a connection without a user sends (spec section 4). */
export const GUEST = 'guest';

/** Destinations only a signed-in connection may follow (the server refuses a guest's SUBSCRIBE). */
const USER_PREFIX = '/user/';

/**
 * Who a connection speaks for: the member's id (CONNECT `uid`) and bearer token (CONNECT
 * `Authorization: Bearer <token>`). Without both it connects as a guest, with neither header
 * but `uid:guest`, so a half-known session (a token before the member id) never sends a pair
 * the server would refuse.
 */
export interface LiveIdentity {
  uid?: string;
  token?: string;
}

/** Why the server refused who the connection said it was (an ERROR frame with a `code` header). */
export interface LiveRefusal {
  /** `UNAUTHORIZED`: unknown, expired or logged-out token; `FORBIDDEN`: the uid is not the token's member. */
  code: 'UNAUTHORIZED' | 'FORBIDDEN';
  message: string;
}

/**
 * The identity a connection uses: a member only with both a uid and a token.
 *
 * @example
 * normalizeIdentity({ uid: 'demo-general', token: '' }); // { uid: 'guest', token: null }
 */
export function normalizeIdentity(identity: LiveIdentity = {}): { uid: string; token: string | null } {
  const uid = identity.uid?.trim() ?? '';
  const token = identity.token?.trim() ?? '';
  return uid !== '' && uid !== GUEST && token !== '' ? { uid, token } : { uid: GUEST, token: null };
}

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

/** What a connection needs besides its sockets. */
export interface StompConnectionOptions {
  /** Told about every dropped message; `console.warn` by default. */
  onInvalidMessage?: (message: InvalidLiveMessage) => void;
  /** Override the spec's timings (tests only). */
  timings?: Partial<LiveTimings>;
}

/** Where a connection's socket, STOMP parsing and event validation run. */
export type LiveThread = 'main' | 'worker';

/** What `stats()` of a connection tells, for tests and debugging. */
export interface LiveConnectionStats {
  status: LiveConnectionStatus;
  uid: string;
  /** STOMP sessions opened so far (CONNECTED frames). */
  connects: number;
  transport: LiveTransport;
  /** `worker` while a dedicated Web Worker holds the socket, `main` otherwise. */
  thread: LiveThread;
  /** Why a connection meant for the worker runs on the main thread (its start failed, SockJS); null otherwise. */
  workerFallback: string | null;
  statusListeners: number;
  /** Holders, listeners and whether a STOMP subscription is live, per destination. */
  destinations: Record<string, { refs: number; listeners: number; subscribed: boolean }>;
}

/** Receives the live events of one destination. */
export type LiveEventListener = (event: LiveEvent, destination: string) => void;

/**
 * The default report of a dropped message.
 *
 * @example
 * createLiveConnection({ url: '/ws', onInvalidMessage: warnInvalidMessage });
 */
export function warnInvalidMessage(message: InvalidLiveMessage): void {
  console.warn('[realtime] dropped a malformed live message', message.destination, message.problems);
}

interface Entry extends DestinationHold {
  /** The STOMP subscription of the current connection, or null while disconnected. */
  stomp: StompSubscription | null;
}

/**
 * The STOMP connection behind `createLiveConnection`, over the sockets `sockets` opens (see
 * `createLiveConnection` for what it does). The Web Worker runs this with a raw WebSocket that
 * hands the connection back to the page when SockJS is needed, so sockjs-client never enters
 * the worker's bundle.
 *
 * @example
 * const connection = createStompConnection({}, createSocketOpener({ url: '/ws' }));
 */
export function createStompConnection(options: StompConnectionOptions, sockets: SocketOpener) {
  const timings = { ...LIVE_TIMINGS, ...options.timings };
  const registry = new Map<string, Entry>();
  const statusListeners = new Set<(status: LiveConnectionStatus) => void>();
  const refusalListeners = new Set<(refusal: LiveRefusal) => void>();
  const reportInvalid = options.onInvalidMessage ?? warnInvalidMessage;
  let uid = GUEST;
  let token: string | null = null;
  /** The token the current STOMP session was opened with (null: a guest session). */
  let boundToken: string | null = null;
  let status: LiveConnectionStatus = 'idle';
  let client: Client | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let connects = 0;
  /** Whether `connect` was called since the last `disconnect`: a queued restart starts a client only then. */
  let wanted = false;
  /**
   * The switches of client (a new identity, a reconnect, a disconnect), one after another. Closing
   * a client waits for its socket to close; a connect() arriving meanwhile (a login or logout while
   * the shell's foreground reconnect waits) must not start a client beside the one the waiting
   * step starts next, or the first would live on in stompjs's own reconnect loop, out of reach.
   */
  let lifecycle: Promise<void> = Promise.resolve();
  /** The last queued restart while its client is not started yet: later ones join it. */
  let pendingRestart: Promise<void> | null = null;

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
    for (const listener of [...entry.listeners.keys()]) listener(result.event, destination);
  }

  function stompSubscribe(active: Client, destination: string, entry: Entry): void {
    // A guest's SUBSCRIBE to a user destination would get an ERROR and lose the whole connection.
    if (boundToken === null && destination.startsWith(USER_PREFIX)) return;
    entry.stomp = active.subscribe(destination, (message) => {
      // A connection being closed (a switch of member, a reconnect) still hands over what reached
      // its socket; the previous member's events must not reach the next one's listeners.
      if (client === active) deliver(destination, message);
    });
  }

  function connectHeaders(): Record<string, string> {
    return token === null ? { uid } : { uid, Authorization: `Bearer ${token}` };
  }

  function refused(frame: IFrame, attemptToken: string | null): void {
    const code = frame.headers['code'];
    if (attemptToken === null || attemptToken !== token || (code !== 'UNAUTHORIZED' && code !== 'FORBIDDEN')) return;
    // Retrying with a token the server refused would fail forever; public topics continue as a guest.
    uid = GUEST;
    token = null;
    const refusal: LiveRefusal = { code, message: frame.headers['message'] ?? '' };
    for (const listener of [...refusalListeners]) listener(refusal);
  }

  function createClient(): Client {
    let connectedThisAttempt = false;
    let failed = false;
    let attemptToken: string | null = null;
    const created: Client = new Client({
      // stompjs builds a debug line for every frame it receives (a full re-serialisation of the
      // frame) unless it logs raw chunks instead, which costs nothing for text frames. With no
      // `debug` callback neither is printed; at 1,000 messages a second the difference shows.
      logRawCommunication: true,
      heartbeatIncoming: timings.heartbeatIncomingMs,
      heartbeatOutgoing: timings.heartbeatOutgoingMs,
      reconnectDelay: timings.reconnectDelayMs,
      beforeConnect: async () => {
        connectedThisAttempt = false;
        failed = false;
        // Read on every attempt, so a retry after a refusal goes out as a guest.
        attemptToken = token;
        created.connectHeaders = connectHeaders();
        await sockets.prepare();
        setStatus('connecting');
      },
      webSocketFactory: () => sockets.open(),
      onConnect: () => {
        connectedThisAttempt = true;
        connects += 1;
        boundToken = attemptToken;
        for (const [destination, entry] of registry) stompSubscribe(created, destination, entry);
        setStatus('connected');
      },
      onStompError: (frame) => {
        failed = true;
        if (client === created) refused(frame, attemptToken);
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

  function enqueue(step: () => Promise<void>): Promise<void> {
    const queued = lifecycle.then(step);
    // A step that failed must not hold back the ones after it.
    lifecycle = queued.catch(() => undefined);
    return queued;
  }

  /**
   * Closes the current client, then starts one if the connection is still wanted. The client
   * reads the identity when it opens, so restarts queued before it starts share it.
   */
  function restart(): Promise<void> {
    if (pendingRestart) return pendingRestart;
    const queued = enqueue(async () => {
      await stop();
      if (pendingRestart === queued) pendingRestart = null;
      if (wanted) start();
    });
    pendingRestart = queued;
    return queued;
  }

  function shutdown(): Promise<void> {
    pendingRestart = null;
    return enqueue(stop);
  }

  const connection = {
    /**
     * Connect as a member (`{ uid, token }`) or, without both, as a guest. A new uid or token
     * (login, logout, a refreshed token) first closes the current connection. Subscriptions are
     * kept and restored on the new connection.
     *
     * @example
     * connection.connect({ uid: 'demo-general', token }); // after login
     * connection.connect(); // after logout: a guest
     */
    connect(identity: LiveIdentity = {}): void {
      const next = normalizeIdentity(identity);
      if (wanted && next.uid === uid && next.token === token) return;
      wanted = true;
      uid = next.uid;
      token = next.token;
      void restart();
    },

    /** Close the connection and clear every subscription and listener. */
    async disconnect(): Promise<void> {
      registry.clear();
      wanted = false;
      await shutdown();
      setStatus('idle');
    },

    /** Drop the connection and connect again now (the shell came back to the foreground). */
    async reconnect(): Promise<void> {
      if (!wanted) return;
      await restart();
    },

    /**
     * Listen to a destination. The first holder subscribes over STOMP; later ones share that
     * subscription. Returns the release function; the last release unsubscribes.
     */
    subscribe(destination: string, listener: LiveEventListener): () => void {
      return holdDestination(registry, destination, listener, () => ({ refs: 0, listeners: new Map(), stomp: null }), {
        opened: (entry) => {
          if (client?.connected) stompSubscribe(client, destination, entry);
        },
        closed: (entry) => {
          if (entry.stomp && client?.connected) entry.stomp.unsubscribe();
          entry.stomp = null;
        },
      });
    },

    /** Follow the user's own events (`/user/queue/events`). */
    subscribeUserEvents(listener: LiveEventListener): () => void {
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

    /**
     * Be told when the server refuses the token (logged out, expired, not this uid's); the
     * connection has already fallen back to a guest. Returns the function that stops.
     *
     * @example
     * connection.onRefused(({ code }) => console.info('live feed signed out', code));
     */
    onRefused(listener: (refusal: LiveRefusal) => void): () => void {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },

    /** Whether the connection sends a token (a member), as opposed to a guest. */
    get signedIn(): boolean {
      return token !== null;
    },

    /** Counts for tests and debugging: holders and live STOMP subscriptions per destination. */
    stats(): LiveConnectionStats {
      const destinations: LiveConnectionStats['destinations'] = {};
      for (const [destination, entry] of registry) {
        destinations[destination] = { refs: entry.refs, listeners: entry.listeners.size, subscribed: entry.stomp !== null };
      }
      return { status, uid, connects, transport: sockets.transport, thread: 'main', workerFallback: null, statusListeners: statusListeners.size, destinations };
    },
  };
  return connection;
}

/** The connection `createLiveConnection` returns (and the page's side of the worker). */
export type LiveConnection = ReturnType<typeof createStompConnection>;
