import type { IStompSocket } from '@stomp/stompjs';

/**
 * What a connection's attempts go through: the endpoint's raw WebSocket, sockjs-client, or the
 * socket factory the caller gave.
 */
export type LiveTransport = 'websocket' | 'sockjs' | 'custom';

/** The platform's `WebSocket`, or a stand-in (tests). */
export type WebSocketConstructor = new (url: string) => IStompSocket & {
  addEventListener(type: 'open' | 'close', listener: () => void): void;
};

/**
 * The raw WebSocket address a SockJS server offers beside its SockJS transports
 * (`<prefix>/websocket`), resolved against the page for a relative endpoint.
 *
 * @example
 * rawWebSocketUrl('http://127.0.0.1:4010/ws'); // 'ws://127.0.0.1:4010/ws/websocket'
 * rawWebSocketUrl('/ws', 'https://jogak.example/home'); // 'wss://jogak.example/ws/websocket'
 */
export function rawWebSocketUrl(url: string, base: string | undefined = globalThis.location?.href): string {
  const target = new URL(`${url.replace(/\/+$/, '')}/websocket`, base);
  target.protocol = target.protocol === 'https:' || target.protocol === 'wss:' ? 'wss:' : 'ws:';
  return target.href;
}

/**
 * Open the endpoint's raw WebSocket for one attempt and call `onNeverOpened` if it closes without
 * having opened (a proxy that refuses WebSocket, a server without the raw endpoint, a server
 * that is down): the sign that later attempts should go through sockjs-client.
 *
 * @example
 * const socket = openRawWebSocket('/ws', WebSocket, () => (transport = 'sockjs'));
 */
export function openRawWebSocket(url: string, RawWebSocket: WebSocketConstructor, onNeverOpened: () => void): IStompSocket {
  const socket = new RawWebSocket(rawWebSocketUrl(url));
  let opened = false;
  socket.addEventListener('open', () => {
    opened = true;
  });
  socket.addEventListener('close', () => {
    if (!opened) onNeverOpened();
  });
  return socket;
}

/**
 * What a connection needs of its sockets: the transport of the next attempt, a preparation
 * before each attempt (loading sockjs-client, or handing the connection over), and the socket.
 */
export interface SocketOpener {
  readonly transport: LiveTransport;
  /** Before each attempt. */
  prepare(): Promise<void>;
  /** The socket of one attempt. */
  open(): IStompSocket;
}
