// The production build as a CDN serves it: HTTPS over HTTP/2, one connection for every file.
// `vite preview` serves HTTP/1.1 without TLS (it falls back to HTTP/1.1 whenever a proxy is set,
// and the sandbox is behind one), and Lighthouse's simulation queues the page's files six at a
// time on HTTP/1.1 connections, 150 ms a round trip; on HTTP/2 it sends them together, and the TLS
// handshake costs the first connection one more round trip. `bench/lighthouse.mjs` measures on
// this server with BENCH_HTTP2=1 (issue #18).
//
// What it does, as `vite preview` does for this app: the build's files (gzip for text, the hashed
// `assets/` cached for a year, the rest revalidated), index.html for every other path (the
// router's), and the sandbox's paths (`/main`, `/__sandbox`, `/ws`) passed to the sandbox, the
// live feed's WebSocket included (over an HTTP/1.1 connection of its own, as Chromium opens one).
// The certificate is made for this run with Debian's `openssl`; the browser is told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const SANDBOX_PREFIXES = ['/main/', '/__sandbox/', '/ws/'];

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSED_TYPES = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.txt']);

/** Headers of one hop only, which HTTP/2 forbids in a response. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** A self-signed certificate for 127.0.0.1, made for this run. */
function certificateForThisRun() {
  const dir = mkdtempSync(join(tmpdir(), 'jogak-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error('BENCH_HTTP2 needs openssl to make its certificate (apt-get install -y openssl)', { cause: error });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The build's file for a request path, or index.html for a page of the router. */
function fileFor(distDir, pathname) {
  const wanted = resolve(distDir, `.${normalize(decodeURIComponent(pathname))}`);
  if (wanted.startsWith(distDir + sep)) {
    try {
      if (statSync(wanted).isFile()) return wanted;
    } catch {
      // not a file of the build
    }
    if (extname(wanted)) return null;
  }
  return join(distDir, 'index.html');
}

/** Each file read and compressed once: the machine's two cores are the measurement's. */
function fileCache() {
  const files = new Map();
  return (path) => {
    let file = files.get(path);
    if (!file) {
      const body = readFileSync(path);
      const type = extname(path);
      file = { body, gzipped: COMPRESSED_TYPES.has(type) ? gzipSync(body) : null, contentType: CONTENT_TYPES[type] ?? 'application/octet-stream' };
      files.set(path, file);
    }
    return file;
  };
}

function serveFile(request, response, distDir, readFile) {
  const { pathname } = new URL(request.url, 'https://localhost');
  const path = fileFor(distDir, pathname);
  if (!path) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('not found');
    return;
  }
  const file = readFile(path);
  const gzip = file.gzipped && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const body = gzip ? file.gzipped : file.body;
  response.writeHead(200, {
    'content-type': file.contentType,
    'content-length': body.length,
    'cache-control': path.startsWith(join(distDir, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The request's headers for the sandbox: no HTTP/2 pseudo-headers, the sandbox as the host. */
function headersForSandbox(headers, sandboxPort) {
  const forwarded = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
  return { ...forwarded, host: `127.0.0.1:${sandboxPort}` };
}

function passToSandbox(request, response, sandboxPort) {
  const upstream = http.request(
    { host: '127.0.0.1', port: sandboxPort, method: request.method, path: request.url, headers: headersForSandbox(request.headers, sandboxPort) },
    (answer) => {
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      response.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}

/** The live feed's WebSocket, from the browser's HTTP/1.1 connection to the sandbox, byte for byte. */
function passUpgradeToSandbox(request, socket, head, sandboxPort) {
  const upstream = net.connect(sandboxPort, '127.0.0.1', () => {
    const headers = Object.entries(headersForSandbox(request.headers, sandboxPort)).map(([name, value]) => `${name}: ${value}`);
    upstream.write([`${request.method} ${request.url} HTTP/1.1`, 'connection: Upgrade', `upgrade: ${request.headers.upgrade}`, ...headers, '', ''].join('\r\n'));
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
}

/**
 * Serves `distDir` over HTTPS and HTTP/2 on `port` (0: any free port), the sandbox's paths passed
 * to `sandboxPort`; resolves to the port it listens on and a function that stops it and ends its
 * connections.
 *
 * @example
 * const { stop } = await serveOverHttp2({ port: 4650, distDir: 'dist', sandboxPort: 4651 });
 */
export async function serveOverHttp2({ port, distDir, sandboxPort }) {
  const root = resolve(distDir);
  const readFile = fileCache();
  const server = http2.createSecureServer({ ...certificateForThisRun(), allowHTTP1: true }, (request, response) => {
    if (SANDBOX_PREFIXES.some((prefix) => request.url.startsWith(prefix))) passToSandbox(request, response, sandboxPort);
    else serveFile(request, response, root, readFile);
  });
  server.on('upgrade', (request, socket, head) => passUpgradeToSandbox(request, socket, head, sandboxPort));
  // The browser keeps its connections open; stopping ends them, or the process would wait for them.
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolveListening, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolveListening);
  });
  return {
    port: server.address().port,
    stop: () => {
      server.close();
      sockets.forEach((socket) => socket.destroy());
    },
  };
}
