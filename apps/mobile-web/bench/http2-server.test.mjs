// The bench's HTTP/2 server serves a build as `vite preview` does and passes the sandbox's paths
// on, the live feed's WebSocket included. Run by `test:e2e` with the other node:test files.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import tls from 'node:tls';
import { gunzipSync } from 'node:zlib';
import { serveOverHttp2 } from './http2-server.mjs';

const SCRIPT = 'export const answer = "조각";\n'.repeat(20);
let root;
let sandbox;
let served;
let client;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'jogak-http2-test-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>조각</title>');
  writeFileSync(join(root, 'dist', 'assets', 'entry-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'secret.txt'), 'outside the build');
  // The sandbox: says what it was asked, and switches protocols for a WebSocket.
  sandbox = http.createServer((request, response) => {
    response.setHeader('connection', 'keep-alive');
    response.end(JSON.stringify({ method: request.method, url: request.url, host: request.headers.host }));
  });
  sandbox.on('upgrade', (request, socket) => {
    socket.end(`HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nx-asked: ${request.url}\r\n\r\n`);
  });
  await new Promise((resolve) => sandbox.listen(0, '127.0.0.1', resolve));
  served = await serveOverHttp2({ port: 0, distDir: join(root, 'dist'), sandboxPort: sandbox.address().port });
  client = http2.connect(`https://127.0.0.1:${served.port}`, { rejectUnauthorized: false });
});

after(() => {
  client.close();
  served.stop();
  sandbox.close();
  rmSync(root, { recursive: true, force: true });
});

/** One request over the HTTP/2 connection: its status, headers and body. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const stream = client.request({ ':path': path, ...headers });
    const chunks = [];
    let answer;
    stream.on('response', (responseHeaders) => {
      answer = responseHeaders;
    });
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: answer[':status'], headers: answer, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

test('빌드 파일은 HTTP/2로, gzip과 1년 캐시로 보낸다', async () => {
  const script = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(script.status, 200);
  assert.equal(script.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(script.headers['content-encoding'], 'gzip');
  assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(gunzipSync(script.body).toString(), SCRIPT);
});

test('라우터의 주소에는 index.html을, 없는 파일에는 404를, 빌드 밖의 파일은 보내지 않는다', async () => {
  const page = await get('/market/JG0001');
  assert.equal(page.status, 200);
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.equal(page.body.toString(), '<!doctype html><title>조각</title>');
  assert.equal((await get('/assets/missing-000000.js')).status, 404);
  for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
    const outside = await get(path);
    assert.doesNotMatch(outside.body.toString(), /outside the build/, path);
  }
});

test('샌드박스의 경로(/main, /__sandbox)는 샌드박스에 그대로 넘긴다', async () => {
  for (const path of ['/main/v1/market/stocks/JG0001?x=1', '/__sandbox/faults']) {
    const passed = await get(path);
    assert.equal(passed.status, 200);
    assert.equal(passed.headers.connection, undefined, 'HTTP/2 carries no hop-by-hop header');
    assert.deepEqual(JSON.parse(passed.body.toString()), { method: 'GET', url: path, host: `127.0.0.1:${sandbox.address().port}` });
  }
});

test('실시간 시세의 웹소켓(HTTP/1.1 업그레이드)은 샌드박스까지 이어진다', async () => {
  const reply = await new Promise((resolve, reject) => {
    const socket = tls.connect({ port: served.port, host: '127.0.0.1', rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] }, () => {
      socket.write('GET /ws/websocket HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: Upgrade\r\nupgrade: websocket\r\nsec-websocket-version: 13\r\nsec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n');
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  assert.match(reply, /^HTTP\/1\.1 101 Switching Protocols\r\n/);
  assert.match(reply, /x-asked: \/ws\/websocket\r\n/);
});
