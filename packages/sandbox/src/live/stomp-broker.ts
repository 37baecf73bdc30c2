import { StompProtocolError, type StompFrame, createFrameReader, serializeFrame } from './stomp-frame';

/** The part of a SockJS connection the broker uses (a `sockjs` Connection fits). */
export interface StompTransport {
  write(text: string): unknown;
  close(code?: string, reason?: string): unknown;
  on(event: 'data', listener: (text: string) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/**
 * The per-user queue: a client subscribes to it bare; the broker routes by the member its CONNECT
 * token belongs to (never by the `uid` the client declares).
 */
export const USER_QUEUE = '/user/queue/events';
/** The `uid` of a connection without a token. It may not subscribe to a user destination. */
export const GUEST_UID = 'guest';

/**
 * The `code` header of an ERROR frame about who the client is. `UNAUTHORIZED`: the token is
 * unknown, malformed, expired or was logged out. `FORBIDDEN`: the `uid` disagrees with the token's
 * member, or a guest subscribed to a user destination. Either way the connection is closed.
 */
export type StompAuthErrorCode = 'UNAUTHORIZED' | 'FORBIDDEN';

export interface StompBrokerOptions {
  /**
   * The shortest interval at which this server can send heart-beats (the `sx` it offers). The
   * interval used is the larger of this and what the client asks for, as STOMP 1.2 negotiates.
   */
  serverHeartbeatMs?: number;
  /** The interval at which this server wants the client's heart-beats (`sy`); 0: none wanted. */
  clientHeartbeatMs?: number;
  /**
   * Bodies to send to a new subscription before anything else (for example the current order
   * book of a market), so a screen never waits for the next change to show something.
   */
  initialMessages?: (destination: string, uid: string) => string[];
  /**
   * The member a bearer token belongs to, or undefined for an unknown or ended token (the
   * sandbox's `state.memberIdForToken`, the lookup its HTTP handlers use). Without it no token is
   * accepted, so every connection is a guest.
   */
  authenticate?: (token: string) => string | undefined;
}

/** A count of the broker's state, for tests and the control route. */
export interface StompBrokerStats {
  sessions: number;
  /** Subscriptions per destination (the user queue counted once per subscribing session). */
  subscriptions: Record<string, number>;
  messagesSent: number;
}

interface Session {
  id: string;
  /** The member the CONNECT token belongs to, or `GUEST_UID` without a token. */
  uid: string;
  /** The bearer token this connection was bound with; null for a guest. */
  token: string | null;
  transport: StompTransport;
  connected: boolean;
  closed: boolean;
  /** subscription id → destination */
  subscriptions: Map<string, string>;
  lastReceivedAt: number;
  lastWrittenAt: number;
  timers: ReturnType<typeof setInterval>[];
}

const SUPPORTED_VERSION = '1.2';
const ALLOWED_DESTINATION = /^\/topic\/[A-Za-z0-9_/-]{1,100}$/;
const USER_PREFIX = '/user/';
const BEARER = /^Bearer\s+(\S+)$/i;

function parseHeartbeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const match = /^(\d+),(\d+)$/.exec(value.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * A STOMP 1.2 broker for the read-only live feed: clients CONNECT (or STOMP), SUBSCRIBE,
 * UNSUBSCRIBE and DISCONNECT; the server publishes MESSAGE frames to topics and to one user's
 * queue. A frame it cannot accept gets an ERROR and the connection is closed, as the spec says.
 *
 * @example
 * const broker = createStompBroker({ serverHeartbeatMs: 10_000, authenticate: (token) => state.memberIdForToken(token) });
 * sockjsServer.on('connection', (connection) => broker.accept(connection));
 * broker.publish('/topic/market/KR0000000101', JSON.stringify(event));
 * broker.sendToUser('demo-general', JSON.stringify(orderUpdated)); // only connections bound by its token
 * broker.revoke(token, 'logout');
 */
export function createStompBroker(options: StompBrokerOptions = {}) {
  const serverHeartbeatMs = options.serverHeartbeatMs ?? 10_000;
  const clientHeartbeatMs = options.clientHeartbeatMs ?? 0;
  const sessions = new Set<Session>();
  /** destination → (session → subscription ids) */
  const byDestination = new Map<string, Map<Session, Set<string>>>();
  let sessionCounter = 0;
  let messageCounter = 0;
  let messagesSent = 0;

  function write(session: Session, frame: StompFrame | '\n'): void {
    if (session.closed) return;
    session.lastWrittenAt = Date.now();
    session.transport.write(frame === '\n' ? frame : serializeFrame(frame));
  }

  function end(session: Session): void {
    if (session.closed) return;
    session.closed = true;
    for (const timer of session.timers) clearInterval(timer);
    session.timers = [];
    for (const [id] of session.subscriptions) removeSubscription(session, id);
    sessions.delete(session);
    session.transport.close();
  }

  function fail(session: Session, message: string, request?: StompFrame, code?: StompAuthErrorCode): void {
    const headers: Record<string, string> = { message, 'content-type': 'text/plain' };
    // The code lets a client tell "who you are was refused" from a protocol error.
    if (code !== undefined) headers['code'] = code;
    const receipt = request?.headers['receipt'];
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    write(session, { command: 'ERROR', headers, body: message });
    end(session);
  }

  function removeSubscription(session: Session, id: string): void {
    const destination = session.subscriptions.get(id);
    if (destination === undefined) return;
    session.subscriptions.delete(id);
    const subscribers = byDestination.get(destination);
    const ids = subscribers?.get(session);
    ids?.delete(id);
    if (ids?.size === 0) subscribers?.delete(session);
    if (subscribers?.size === 0) byDestination.delete(destination);
  }

  function message(session: Session, destination: string, subscription: string, body: string): void {
    messageCounter += 1;
    messagesSent += 1;
    write(session, {
      command: 'MESSAGE',
      headers: {
        destination,
        subscription,
        'message-id': String(messageCounter),
        'content-type': 'application/json',
      },
      body,
    });
  }

  function startHeartbeats(session: Session, clientOffer: [number, number]): [number, number] {
    const [clientSends, clientWants] = clientOffer;
    const outgoing = serverHeartbeatMs > 0 && clientWants > 0 ? Math.max(serverHeartbeatMs, clientWants) : 0;
    const incoming = clientHeartbeatMs > 0 && clientSends > 0 ? Math.max(clientHeartbeatMs, clientSends) : 0;
    if (outgoing > 0) {
      // Checking twice a period keeps every silence shorter than one period.
      const half = Math.max(1, Math.floor(outgoing / 2));
      session.timers.push(
        setInterval(() => {
          if (Date.now() - session.lastWrittenAt >= half) write(session, '\n');
        }, half),
      );
    }
    if (incoming > 0) {
      session.timers.push(
        setInterval(() => {
          if (Date.now() - session.lastReceivedAt > incoming * 2) end(session);
        }, incoming),
      );
    }
    return [serverHeartbeatMs, clientHeartbeatMs];
  }

  /**
   * Who a CONNECT speaks for. The token decides: the `uid` header is only checked against it, so a
   * client cannot read another member's queue by naming them. No token: a guest, whatever `uid` says.
   */
  function identify(headers: Record<string, string>): { uid: string; token: string | null } | { refused: string; code: StompAuthErrorCode } {
    const authorization = headers['Authorization'] ?? headers['authorization'];
    if (authorization === undefined) return { uid: GUEST_UID, token: null };
    const token = BEARER.exec(authorization.trim())?.[1];
    if (token === undefined) return { refused: 'The Authorization header must be Bearer <token>', code: 'UNAUTHORIZED' };
    const memberId = options.authenticate?.(token);
    if (memberId === undefined) return { refused: 'The token is unknown, expired or logged out', code: 'UNAUTHORIZED' };
    const declared = headers['uid']?.trim();
    if (declared !== undefined && declared !== '' && declared !== memberId) {
      return { refused: `uid ${declared} does not match the token`, code: 'FORBIDDEN' };
    }
    return { uid: memberId, token };
  }

  /** Whether a bound connection's token still names its member (it may have ended by any path). */
  function stillValid(session: Session): boolean {
    return session.token !== null && options.authenticate?.(session.token) === session.uid;
  }

  function handle(session: Session, frame: StompFrame): void {
    const { command, headers } = frame;
    if (!session.connected) {
      if (command !== 'CONNECT' && command !== 'STOMP') return fail(session, `Expected CONNECT, received ${command}`, frame);
      const versions = (headers['accept-version'] ?? '1.0').split(',');
      if (!versions.includes(SUPPORTED_VERSION)) return fail(session, 'Supported protocol versions are 1.2', frame);
      const offer = parseHeartbeat(headers['heart-beat']);
      if (offer === null) return fail(session, `Invalid heart-beat header: ${headers['heart-beat'] ?? ''}`, frame);
      const identity = identify(headers);
      if ('refused' in identity) return fail(session, identity.refused, frame, identity.code);
      session.connected = true;
      session.uid = identity.uid;
      session.token = identity.token;
      const [sx, sy] = startHeartbeats(session, offer);
      write(session, {
        command: 'CONNECTED',
        headers: { version: SUPPORTED_VERSION, 'heart-beat': `${sx},${sy}`, session: session.id, server: 'jogak-sandbox/1.0', 'user-name': session.uid },
        body: '',
      });
      return;
    }
    switch (command) {
      case 'SUBSCRIBE': {
        const id = headers['id'];
        const destination = headers['destination'];
        if (id === undefined || destination === undefined) return fail(session, 'SUBSCRIBE needs the id and destination headers', frame);
        if (session.subscriptions.has(id)) return fail(session, `Subscription id ${id} is already in use`, frame);
        if (destination.startsWith(USER_PREFIX) && session.token === null) {
          return fail(session, `${destination} needs a CONNECT with a bearer token`, frame, 'FORBIDDEN');
        }
        if (destination !== USER_QUEUE && !ALLOWED_DESTINATION.test(destination)) {
          return fail(session, `Unknown destination ${destination}`, frame);
        }
        session.subscriptions.set(id, destination);
        let subscribers = byDestination.get(destination);
        if (!subscribers) {
          subscribers = new Map();
          byDestination.set(destination, subscribers);
        }
        const ids = subscribers.get(session) ?? new Set<string>();
        ids.add(id);
        subscribers.set(session, ids);
        break;
      }
      case 'UNSUBSCRIBE': {
        const id = headers['id'];
        if (id === undefined) return fail(session, 'UNSUBSCRIBE needs the id header', frame);
        removeSubscription(session, id);
        break;
      }
      case 'DISCONNECT':
        break;
      case 'ACK':
      case 'NACK':
        break;
      case 'SEND':
        return fail(session, 'The live feed is read-only: SEND is not accepted', frame);
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return fail(session, 'Transactions are not supported', frame);
      default:
        return fail(session, `Unknown command ${command}`, frame);
    }
    const receipt = headers['receipt'];
    if (receipt !== undefined) write(session, { command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
    if (command === 'DISCONNECT') return end(session);
    if (command === 'SUBSCRIBE' && options.initialMessages) {
      const destination = headers['destination'] ?? '';
      const id = headers['id'] ?? '';
      for (const body of options.initialMessages(destination, session.uid)) message(session, destination, id, body);
    }
  }

  return {
    /** Take a new connection: it speaks STOMP from its first message. */
    accept(transport: StompTransport): void {
      sessionCounter += 1;
      const session: Session = {
        id: `session-${sessionCounter}`,
        uid: GUEST_UID,
        token: null,
        transport,
        connected: false,
        closed: false,
        subscriptions: new Map(),
        lastReceivedAt: Date.now(),
        lastWrittenAt: Date.now(),
        timers: [],
      };
      sessions.add(session);
      const reader = createFrameReader();
      transport.on('data', (text) => {
        if (session.closed) return;
        session.lastReceivedAt = Date.now();
        try {
          for (const item of reader.push(text)) {
            if (item.kind === 'frame') handle(session, item.frame);
            if (session.closed) return;
          }
        } catch (error) {
          if (!(error instanceof StompProtocolError)) throw error;
          fail(session, error.message);
        }
      });
      transport.on('close', () => {
        if (!session.closed) {
          session.closed = true;
          for (const timer of session.timers) clearInterval(timer);
          for (const [id] of session.subscriptions) removeSubscription(session, id);
          sessions.delete(session);
        }
      });
    },

    /** Send a body to every subscription of a topic; returns how many received it. */
    publish(destination: string, body: string): number {
      const subscribers = byDestination.get(destination);
      if (!subscribers) return 0;
      let delivered = 0;
      for (const [session, ids] of subscribers) {
        for (const id of ids) {
          message(session, destination, id, body);
          delivered += 1;
        }
      }
      return delivered;
    },

    /**
     * Send a body to the user queue of every connection bound to one member; returns how many
     * received it. Each connection's token is checked again first: a token that ended by a path
     * that announced nothing (a closed membership) gets its ERROR here, before any event leaks.
     */
    sendToUser(uid: string, body: string): number {
      if (uid === GUEST_UID) return 0;
      const subscribers = byDestination.get(USER_QUEUE);
      if (!subscribers) return 0;
      let delivered = 0;
      for (const [session, ids] of [...subscribers]) {
        if (session.uid !== uid) continue;
        if (!stillValid(session)) {
          fail(session, 'The session ended', undefined, 'UNAUTHORIZED');
          continue;
        }
        for (const id of ids) {
          message(session, USER_QUEUE, id, body);
          delivered += 1;
        }
      }
      return delivered;
    },

    /**
     * End every connection bound to a token that stopped being valid (logout, expiry, reset): each
     * gets an ERROR (`code: UNAUTHORIZED`) and is closed, as STOMP 1.2 asks after an ERROR. The
     * client reconnects as a guest or with a new token. Returns how many connections were ended.
     */
    revoke(token: string, reason: string): number {
      let ended = 0;
      for (const session of [...sessions]) {
        if (session.token !== token) continue;
        fail(session, `The session ended (${reason})`, undefined, 'UNAUTHORIZED');
        ended += 1;
      }
      return ended;
    },

    /** Whether any connection subscribes to a destination. */
    hasSubscribers(destination: string): boolean {
      return byDestination.has(destination);
    },

    /** Close every connection (the clients see their transport close). */
    closeAll(): void {
      for (const session of [...sessions]) end(session);
    },

    stats(): StompBrokerStats {
      const subscriptions: Record<string, number> = {};
      for (const [destination, subscribers] of byDestination) {
        subscriptions[destination] = [...subscribers.values()].reduce((sum, ids) => sum + ids.size, 0);
      }
      return { sessions: sessions.size, subscriptions, messagesSent };
    },
  };
}

/** The broker `createStompBroker` returns. */
export type StompBroker = ReturnType<typeof createStompBroker>;
