import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import sockjs from 'sockjs';
import type { SandboxState } from '../model/state';
import { isLoopbackOrigin } from '../node/loopback-origin';
import { type StompBroker, type StompBrokerOptions, createStompBroker } from './stomp-broker';

/** Where the endpoint listens unless told otherwise (the spec's SockJS endpoint). */
export const LIVE_PATH = '/ws';
/** The sandbox-only control route (kill, restart, status, simulator rate). */
export const LIVE_CONTROL_PATH = '/__sandbox/live';

/** A handler of the control route: returns the JSON to answer, or `undefined` when not its path. */
export type LiveControlHandler = (
  method: string,
  path: string,
  body: Record<string, unknown>,
) => { status: number; body: unknown } | undefined;

/**
 * Where the endpoint checks CONNECT tokens and learns that they ended: a sandbox state fits, so
 * the live feed and the HTTP handlers accept exactly the same tokens.
 */
export type LiveSessions = Pick<SandboxState, 'memberIdForToken' | 'events'>;

export interface LiveEndpointOptions extends Omit<StompBrokerOptions, 'authenticate'> {
  /**
   * The sessions whose tokens bind a connection to its member. Without them every connection is
   * a guest (public topics only).
   */
  sessions?: LiveSessions;
  /** The SockJS prefix; `/ws` by default. */
  path?: string;
  /** The control route's prefix; `/__sandbox/live` by default. */
  controlPath?: string;
}

/** `sockjs` hands out a request handler that @types/sockjs does not declare. */
type SockjsHandler = (request: IncomingMessage, response: ServerResponse | Duplex, head?: Buffer) => boolean;
interface SockjsServerWithMiddleware {
  middleware(options?: sockjs.ServerOptions): SockjsHandler;
}

type Listener = (...args: unknown[]) => void;

/**
 * Put our handler in front of the server's own listeners of an event, as `sockjs` itself does:
 * when the handler takes the request, the others never see it.
 */
function overshadow(server: Server, event: 'request' | 'upgrade', handler: (...args: unknown[]) => boolean): () => void {
  const previous = server.listeners(event) as Listener[];
  server.removeAllListeners(event);
  const front: Listener = (...args) => {
    if (handler(...args)) return;
    if (previous.length === 0 && event === 'upgrade') (args[1] as Duplex).destroy();
    for (const listener of previous) listener.apply(server, args);
  };
  server.on(event, front);
  return () => {
    server.removeListener(event, front);
    for (const listener of previous) server.on(event, listener);
  };
}

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      try {
        const value: unknown = text ? JSON.parse(text) : {};
        resolve(value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  // Browser tests drive the control route from the test runner's own origin.
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
  });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/**
 * Mount the live endpoint on an http.Server: SockJS at `/ws` speaking STOMP 1.2, and the
 * sandbox-only control route at `/__sandbox/live`. Call it after the server's own request
 * listener is attached; requests for other paths pass through to it untouched.
 *
 * The endpoint can be killed (every connection closed, new ones refused with 503) and restarted,
 * programmatically or with `POST /__sandbox/live/kill` and `/restart`, for fault tests;
 * `POST /__sandbox/live/publish` with `{ destination | uid, body }` sends a raw message.
 *
 * A CONNECT with `Authorization: Bearer <token>` is bound to the token's member (`sessions`); a
 * `uid` that disagrees, or an unknown token, gets an ERROR. Without a token the connection is a
 * guest and may not subscribe to `/user/…`. A token that ends (`session-ended`) ends its connections.
 *
 * @example
 * const server = http.createServer(app);
 * const live = attachLiveEndpoint(server, { sessions: state }); // tokens of createSandboxState()
 * server.listen(4010);
 * live.broker.publish('/topic/market/JG0001', JSON.stringify(tickerEvent));
 * live.kill(); // clients see the connection drop and start reconnecting
 * live.restart();
 */
export function attachLiveEndpoint(server: Server, options: LiveEndpointOptions = {}) {
  const path = options.path ?? LIVE_PATH;
  const controlPath = options.controlPath ?? LIVE_CONTROL_PATH;
  const { sessions } = options;
  const broker: StompBroker = createStompBroker({
    ...options,
    ...(sessions ? { authenticate: (token: string) => sessions.memberIdForToken(token) } : {}),
  });
  // A logout or a reset must end the private feed at once, not at the next private event.
  const stopRevoking = sessions?.events.on('session-ended', ({ token, reason }) => broker.revoke(token, reason));
  const sockServer = sockjs.createServer({
    prefix: path,
    log: (severity, line) => {
      if (severity === 'error') console.error(`[sandbox live] ${line}`);
    },
    disconnect_delay: 2_000,
  });
  sockServer.on('connection', (connection: sockjs.Connection | null) => {
    // sockjs emits a null connection for a session closed before it opened.
    if (connection) broker.accept(connection);
  });
  const sockHandler = (sockServer as unknown as SockjsServerWithMiddleware).middleware();
  const controlHandlers: LiveControlHandler[] = [];
  let up = true;
  let kills = 0;

  function status() {
    return { up, kills, ...broker.stats() };
  }

  const endpoint = {
    broker,
    path,
    controlPath,
    /** Close every connection and refuse new ones until `restart`. */
    kill(): void {
      up = false;
      kills += 1;
      broker.closeAll();
    },
    /** Accept connections again. */
    restart(): void {
      up = true;
    },
    get up(): boolean {
      return up;
    },
    status,
    /** Add routes under the control path (the market simulator adds its own). */
    addControl(handler: LiveControlHandler): void {
      controlHandlers.push(handler);
    },
    /** Close every connection and give the server's listeners back as they were. */
    detach(): void {
      stopRevoking?.();
      broker.closeAll();
      restoreRequest();
      restoreUpgrade();
    },
  };

  function control(method: string, route: string, body: Record<string, unknown>): { status: number; body: unknown } {
    if (method === 'GET' && route === '') return { status: 200, body: status() };
    if (method === 'POST' && route === '/kill') {
      endpoint.kill();
      return { status: 200, body: status() };
    }
    if (method === 'POST' && route === '/restart') {
      endpoint.restart();
      return { status: 200, body: status() };
    }
    if (method === 'POST' && route === '/publish') {
      const { destination, body: message, uid } = body;
      if (typeof message !== 'string' || (typeof destination !== 'string' && typeof uid !== 'string')) {
        return { status: 400, body: { code: 'BAD_REQUEST', message: 'destination 또는 uid와 body(문자열)가 필요해요.' } };
      }
      // The user queue reaches one member only, as the broker itself routes it: a destination
      // under /user/ would go to every member's connection.
      if (typeof uid !== 'string' && String(destination).startsWith('/user/')) {
        return { status: 400, body: { code: 'BAD_REQUEST', message: '회원에게 보내는 메시지는 destination 대신 uid로 보내주세요.' } };
      }
      const delivered = typeof uid === 'string' ? broker.sendToUser(uid, message) : broker.publish(String(destination), message);
      return { status: 200, body: { delivered } };
    }
    for (const handler of controlHandlers) {
      const handled = handler(method, route, body);
      if (handled) return handled;
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: '알 수 없는 라이브 제어 경로예요.' } };
  }

  function isLivePath(url: string): boolean {
    return url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`);
  }

  const restoreRequest = overshadow(server, 'request', (...args) => {
    const [request, response] = args as [IncomingMessage, ServerResponse];
    const url = request.url ?? '';
    const pathname = url.split('?')[0] ?? '';
    if (pathname === controlPath || pathname.startsWith(`${controlPath}/`)) {
      if (request.method === 'OPTIONS') {
        answer(response, 204, undefined);
        return true;
      }
      // Another site open in the developer's browser could otherwise kill the feed or push a
      // forged event (a text/plain POST needs no preflight): only this machine's pages and tools.
      const { origin } = request.headers;
      if (origin !== undefined && !isLoopbackOrigin(origin)) {
        answer(response, 403, { code: 'FORBIDDEN', message: '이 컴퓨터의 페이지에서만 실시간 서버를 제어할 수 있어요.' });
        return true;
      }
      void readJson(request).then((body) => {
        const result = control(request.method ?? 'GET', pathname.slice(controlPath.length), body);
        answer(response, result.status, result.body);
      });
      return true;
    }
    if (!isLivePath(url)) return false;
    if (!up) {
      answer(response, 503, { code: 'LIVE_DOWN', message: '실시간 서버가 잠시 멈췄어요.' });
      return true;
    }
    return sockHandler(request, response);
  });

  const restoreUpgrade = overshadow(server, 'upgrade', (...args) => {
    const [request, socket, head] = args as [IncomingMessage, Duplex, Buffer];
    if (!isLivePath(request.url ?? '')) return false;
    if (!up) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return true;
    }
    return sockHandler(request, socket, head);
  });

  return endpoint;
}

/** The endpoint `attachLiveEndpoint` returns. */
export type LiveEndpoint = ReturnType<typeof attachLiveEndpoint>;
