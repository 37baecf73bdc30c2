import type { SocketFactory } from './load-sockjs';
import { createSocketOpener } from './open-socket';
import type { WebSocketConstructor } from './raw-websocket';
import { type LiveConnection, type StompConnectionOptions, createStompConnection } from './stomp-connection';

export { GUEST, LIVE_TIMINGS, normalizeIdentity } from './stomp-connection';
export type {
  InvalidLiveMessage,
  LiveConnection,
  LiveConnectionStats,
  LiveConnectionStatus,
  LiveEventListener,
  LiveIdentity,
  LiveRefusal,
  LiveThread,
  LiveTimings,
} from './stomp-connection';

export interface LiveConnectionOptions extends StompConnectionOptions {
  /** The SockJS endpoint, e.g. `http://127.0.0.1:4010/ws` or `/ws`. */
  url: string;
  /** Make the socket yourself (tests, other transports). */
  socketFactory?: SocketFactory;
  /**
   * SockJS transports to allow (all by default). Naming them goes through sockjs-client from
   * the first attempt; otherwise the endpoint's raw WebSocket is tried first.
   */
  transports?: string[];
  /** The raw WebSocket to try first: the platform's by default, `null` for sockjs-client only. */
  webSocket?: WebSocketConstructor | null;
}

/**
 * One STOMP connection to the SockJS endpoint (its raw WebSocket first, sockjs-client when that
 * fails: `createSocketOpener`) with reference-counted subscriptions, as the spec sets it:
 * connect header `uid` (the user id or `guest`) and, for a member, `Authorization: Bearer
 * <token>`; heart-beat incoming 60 s / outgoing 0, reconnect 100 ms after a drop and 2 s after an
 * error. Subscriptions survive reconnects (each restored exactly once); a guest connection holds
 * `/user/…` subscriptions without sending them. When the server refuses the token (logout,
 * expiry), the connection comes back as a guest after the error delay and tells `onRefused`.
 * `disconnect()` clears the connection and every subscription.
 *
 * @example
 * const connection = createLiveConnection({ url: '/ws' });
 * connection.connect({ uid: 'demo-general', token: sessionStore.token });
 * const release = connection.subscribe('/topic/market/JG0001', (event) => console.info(event.event));
 * release(); // the last holder leaving unsubscribes
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  return createStompConnection(options, createSocketOpener(options));
}
