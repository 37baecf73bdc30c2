import type { IStompSocket } from '@stomp/stompjs';
import type SockJS from 'sockjs-client';

/** Makes the socket of one connection attempt to a SockJS URL. */
export type SocketFactory = (url: string) => IStompSocket;

let loading: Promise<typeof SockJS> | undefined;

/**
 * Load sockjs-client on first use and return a factory of its sockets. sockjs-client's browser
 * build reads the Node-style `global`; it is defined here, just before the library loads, so an
 * app needs no bundler `define` and the package entry stays free of side effects.
 *
 * @example
 * const open = await loadSockJS();
 * const socket = open('http://127.0.0.1:4010/ws');
 */
export function loadSockJS(options: { transports?: string[] } = {}): Promise<SocketFactory> {
  loading ??= (async () => {
    const scope = globalThis as { global?: unknown };
    scope.global ??= globalThis;
    const module = await import('sockjs-client');
    return module.default;
  })();
  return loading.then((SockJS) => (url: string) => new SockJS(url, null, options.transports ? { transports: options.transports } : {}) as IStompSocket);
}
