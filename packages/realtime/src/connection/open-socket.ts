import type { IStompSocket } from '@stomp/stompjs';
import { type SocketFactory, loadSockJS } from './load-sockjs';

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

export interface SocketOpenerOptions {
  /** The SockJS endpoint. */
  url: string;
  /** The caller's socket factory: used for every attempt. */
  socketFactory?: SocketFactory;
  /** SockJS transports: naming them goes through sockjs-client from the first attempt. */
  transports?: string[];
  /** The raw WebSocket to try first; the platform's by default, `null` for none. */
  webSocket?: WebSocketConstructor | null;
}

/**
 * Opens the socket of each connection attempt. The endpoint's raw WebSocket comes first: no
 * sockjs-client to download (about 15 kB gzip) and none of its page `unload` listeners. A raw
 * WebSocket that closes without ever opening (a proxy that refuses WebSocket, a server without
 * the raw endpoint) moves every later attempt to sockjs-client, loaded then, whose transports
 * get through where WebSocket does not.
 *
 * @example
 * const sockets = createSocketOpener({ url: '/ws' });
 * await sockets.prepare(); // before each attempt
 * const socket = sockets.open();
 */
export function createSocketOpener(options: SocketOpenerOptions) {
  const RawWebSocket = options.webSocket === undefined ? (globalThis.WebSocket as WebSocketConstructor | undefined) : options.webSocket;
  let transport: LiveTransport = options.socketFactory ? 'custom' : options.transports || !RawWebSocket ? 'sockjs' : 'websocket';
  let openSockJS: SocketFactory | undefined = options.socketFactory;

  return {
    get transport(): LiveTransport {
      return transport;
    },
    /** Before each attempt: loads sockjs-client once attempts go through it. */
    async prepare(): Promise<void> {
      if (transport === 'sockjs') openSockJS ??= await loadSockJS(options.transports ? { transports: options.transports } : {});
    },
    /** The socket of one attempt. */
    open(): IStompSocket {
      if (transport !== 'websocket' || !RawWebSocket) {
        if (!openSockJS) throw new Error('SockJS is not loaded');
        return openSockJS(options.url);
      }
      const socket = new RawWebSocket(rawWebSocketUrl(options.url));
      let opened = false;
      socket.addEventListener('open', () => {
        opened = true;
      });
      socket.addEventListener('close', () => {
        if (!opened) transport = 'sockjs';
      });
      return socket;
    },
  };
}
