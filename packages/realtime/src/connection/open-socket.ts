import { type SocketFactory, loadSockJS } from './load-sockjs';
import { type LiveTransport, type SocketOpener, type WebSocketConstructor, openRawWebSocket } from './raw-websocket';

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
export function createSocketOpener(options: SocketOpenerOptions): SocketOpener {
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
    open() {
      if (transport !== 'websocket' || !RawWebSocket) {
        if (!openSockJS) throw new Error('SockJS is not loaded');
        return openSockJS(options.url);
      }
      return openRawWebSocket(options.url, RawWebSocket, () => {
        transport = 'sockjs';
      });
    },
  };
}
