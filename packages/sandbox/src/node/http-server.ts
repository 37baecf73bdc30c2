import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createSandbox, type Sandbox } from '../handlers';
import type { SandboxStateOptions } from '../model/state';
import { isLoopbackOrigin } from './loopback-origin';

/** Something mounted on the server beside the HTTP API (the live SockJS endpoint, for one). */
export type SandboxExtension = (context: { server: Server; sandbox: Sandbox }) => void | { close?(): void | Promise<void> };

export interface SandboxHttpServerOptions extends SandboxStateOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Origins allowed by CORS besides any loopback origin (http://localhost:*, http://127.0.0.1:*). */
  corsOrigins?: readonly string[];
  extensions?: readonly SandboxExtension[];
}

/** The running sandbox server. */
export interface SandboxHttpServer {
  sandbox: Sandbox;
  server: Server;
  /** Start listening; resolves with the base URL (`http://127.0.0.1:4010`). */
  listen(): Promise<string>;
  /** Stop the extensions and the server. */
  close(): Promise<void>;
}

function allowCors(request: IncomingMessage, response: ServerResponse, extra: readonly string[]): void {
  const origin = request.headers.origin;
  if (!origin || !(isLoopbackOrigin(origin) || extra.includes(origin))) return;
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
  response.setHeader('Access-Control-Max-Age', '600');
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(request: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

/**
 * A real HTTP server (node:http) answering with the same MSW handlers as the tests and the
 * browser worker. A fault that aborts the connection destroys the socket.
 *
 * @example
 * const sandbox = createSandboxHttpServer({ port: 4010, extensions: [({ server }) => attachSomething(server)] });
 * console.info(await sandbox.listen()); // http://127.0.0.1:4010
 */
export function createSandboxHttpServer(options: SandboxHttpServerOptions = {}): SandboxHttpServer {
  const { port = 4010, host = '127.0.0.1', corsOrigins = [], extensions = [], ...stateOptions } = options;
  const sandbox = createSandbox(stateOptions);
  let origin = `http://${host}:${port}`;

  const server = createServer((request, response) => {
    void (async () => {
      allowCors(request, response, corsOrigins);
      // A page of another site open in the developer's browser can send a simple POST (a reset,
      // a fault, a clock) that CORS does not stop, only keeps it from reading the answer.
      const requestOrigin = request.headers.origin;
      if (requestOrigin !== undefined && !isLoopbackOrigin(requestOrigin) && !corsOrigins.includes(requestOrigin)) {
        response.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ code: 'FORBIDDEN', message: '이 컴퓨터의 페이지에서만 샌드박스를 쓸 수 있어요.' }));
        return;
      }
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const body = await readAll(request);
      const answer = await getResponse(sandbox.handlers, toFetchRequest(request, body, origin));
      if (!answer) {
        response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }));
        return;
      }
      if (answer.type === 'error') {
        request.socket.destroy();
        return;
      }
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        headers[name] = value;
      });
      response.writeHead(answer.status, headers);
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      console.error('[sandbox] request failed', error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }));
    });
  });

  const closers: Array<() => void | Promise<void>> = [];
  for (const extension of extensions) {
    const mounted = extension({ server, sandbox });
    if (mounted?.close) closers.push(() => mounted.close?.());
  }

  // A client that reuses a kept-alive connection just as the server drops it for idling gets
  // "socket hang up": tests pause between calls for seconds (Node's default idle limit is 5 s), so
  // the sandbox keeps idle connections for a minute, well past any pause of a journey.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;

  return {
    sandbox,
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          origin = `http://${host}:${address.port}`;
          resolve(origin);
        });
      }),
    async close() {
      for (const close of closers) await close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
