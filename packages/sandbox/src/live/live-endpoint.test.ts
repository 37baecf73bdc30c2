import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SandboxState, createSandboxState } from '../model/state';
import { type LiveEndpoint, attachLiveEndpoint } from './live-endpoint';

let server: Server;
let live: LiveEndpoint;
let base: string;
let state: SandboxState;
const clients: Client[] = [];
const raws: WebSocket[] = [];

async function start(options: Parameters<typeof attachLiveEndpoint>[1] = {}) {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('app');
  });
  state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
  live = attachLiveEndpoint(server, { sessions: state, ...options });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  await start();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.deactivate()));
  for (const raw of raws.splice(0)) raw.close();
  live.detach();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Waits until `check` holds, as long as the preset lets `expect.poll` wait (no budget of its own). */
async function until(check: () => boolean): Promise<void> {
  await expect.poll(check, { interval: 10 }).toBe(true);
}

/** A STOMP client; with a token it sends `Authorization: Bearer <token>` beside `uid`. */
async function stompClient(uid: string, token?: string): Promise<{ client: Client; headers: Record<string, string> }> {
  const client = new Client({
    webSocketFactory: () => new SockJS(`${base}/ws`, null, { transports: ['websocket'] }),
    connectHeaders: token === undefined ? { uid } : { uid, Authorization: `Bearer ${token}` },
    heartbeatIncoming: 60_000,
    heartbeatOutgoing: 0,
    reconnectDelay: 0,
  });
  clients.push(client);
  const connected = new Promise<Record<string, string>>((resolve) => {
    client.onConnect = (frame) => resolve(frame.headers);
  });
  client.activate();
  return { client, headers: await connected };
}

/** A bare SockJS socket, to send frames a real client never would. */
async function rawSocket(): Promise<{ socket: WebSocket; received: string[]; closed: () => boolean }> {
  const socket = new SockJS(`${base}/ws`, null, { transports: ['websocket'] }) as unknown as WebSocket;
  raws.push(socket);
  const received: string[] = [];
  let closed = false;
  socket.onmessage = (event) => received.push(String(event.data));
  socket.onclose = () => (closed = true);
  await new Promise((resolve) => (socket.onopen = resolve));
  return { socket, received, closed: () => closed };
}

describe('SockJS + STOMP 1.2 라이브 엔드포인트', () => {
  it('게스트가 CONNECT하면 1.2 CONNECTED와 협상된 heart-beat를 받는다', async () => {
    const { headers } = await stompClient('guest');
    expect(headers['version']).toBe('1.2');
    expect(headers['heart-beat']).toBe('10000,0');
    expect(headers['user-name']).toBe('guest');
    expect(live.status()).toMatchObject({ up: true, sessions: 1 });
  });

  it('토픽 구독자는 subscription, message-id 헤더가 달린 MESSAGE를 받는다', async () => {
    const { client } = await stompClient('guest');
    const received: IMessage[] = [];
    const subscription = client.subscribe('/topic/market/JG0001', (message) => received.push(message));
    await until(() => live.broker.hasSubscribers('/topic/market/JG0001'));
    expect(live.broker.publish('/topic/market/JG0001', '{"event":"x","data":{}}')).toBe(1);
    await until(() => received.length === 1);
    expect(received[0]?.body).toBe('{"event":"x","data":{}}');
    expect(received[0]?.headers['subscription']).toBe(subscription.id);
    expect(received[0]?.headers['destination']).toBe('/topic/market/JG0001');
    expect(received[0]?.headers['message-id']).toMatch(/^\d+$/);
  });

  it('사용자 큐의 이벤트는 토큰이 그 회원의 것인 연결에만 간다', async () => {
    const alice = await stompClient('demo-general', state.login('demo-general').token);
    const bob = await stompClient('demo-pro', state.login('demo-pro').token);
    expect(alice.headers['user-name']).toBe('demo-general');
    const got: Record<string, string[]> = { alice: [], bob: [] };
    alice.client.subscribe('/user/queue/events', (m) => got['alice']?.push(m.body));
    bob.client.subscribe('/user/queue/events', (m) => got['bob']?.push(m.body));
    await until(() => live.status().subscriptions['/user/queue/events'] === 2);
    expect(live.broker.sendToUser('demo-general', '{"n":1}')).toBe(1);
    expect(live.broker.sendToUser('guest', '{"n":2}')).toBe(0);
    expect(live.broker.sendToUser('demo-pro', '{"n":3}')).toBe(1);
    await until(() => got['alice']?.length === 1 && got['bob']?.length === 1);
    expect(got).toEqual({ alice: ['{"n":1}'], bob: ['{"n":3}'] });
  });

  it('receipt 헤더에는 RECEIPT로 답하고, UNSUBSCRIBE 뒤에는 보내지 않는다', async () => {
    const { client } = await stompClient('guest');
    const receipts: string[] = [];
    client.onUnhandledReceipt = (frame) => receipts.push(frame.headers['receipt-id'] ?? '');
    const received: string[] = [];
    const subscription = client.subscribe('/topic/market/JG0002', (m) => received.push(m.body), { receipt: 'sub-1' });
    await until(() => receipts.includes('sub-1'));
    subscription.unsubscribe({ receipt: 'unsub-1' });
    await until(() => receipts.includes('unsub-1'));
    expect(live.broker.publish('/topic/market/JG0002', '{}')).toBe(0);
    expect(live.status().subscriptions).toEqual({});
  });

  it('구독하면 초기 메시지를 그 구독에만 먼저 보낸다', async () => {
    live.detach();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await start({ initialMessages: (destination, uid) => [`{"first":"${destination}","uid":"${uid}"}`] });
    const { client } = await stompClient('demo-general', state.login('demo-general').token);
    const received: string[] = [];
    client.subscribe('/topic/market/JG0003', (m) => received.push(m.body));
    await until(() => received.length === 1);
    expect(received).toEqual(['{"first":"/topic/market/JG0003","uid":"demo-general"}']);
  });

  it('DISCONNECT하면 세션과 구독이 모두 사라진다', async () => {
    const { client } = await stompClient('guest');
    client.subscribe('/topic/market/JG0001', () => undefined);
    await until(() => live.status().sessions === 1 && live.broker.hasSubscribers('/topic/market/JG0001'));
    await client.deactivate();
    await until(() => live.status().sessions === 0);
    expect(live.status().subscriptions).toEqual({});
  });

  it('여러 메시지로 나뉜 CONNECT도 받아들인다', async () => {
    const raw = await rawSocket();
    raw.socket.send('CONN');
    raw.socket.send('ECT\naccept-version:1.2\nuid:demo-a\nheart-');
    raw.socket.send('beat:0,0\n\n\u0000');
    await until(() => raw.received.length === 1);
    expect(raw.received[0]).toMatch(/^CONNECTED\nversion:1\.2\nheart-beat:10000,0\n/);
  });

  it('잘못된 프레임에는 ERROR로 답하고 연결을 닫는다', async () => {
    const raw = await rawSocket();
    raw.socket.send('CONNECT\naccept-version:1.2\n\n\u0000');
    await until(() => raw.received.length === 1);
    raw.socket.send('SUBSCRIBE\ndestination:/topic/market/JG0001\nreceipt:r9\n\n\u0000');
    await until(() => raw.closed());
    expect(raw.received[1]).toBe(
      'ERROR\nmessage:SUBSCRIBE needs the id and destination headers\ncontent-type:text/plain\nreceipt-id:r9\ncontent-length:46\n\nSUBSCRIBE needs the id and destination headers\u0000',
    );
  });

  it('CONNECT 전의 다른 명령과 1.2를 받지 않는 클라이언트는 거부한다', async () => {
    const early = await rawSocket();
    early.socket.send('SUBSCRIBE\nid:0\ndestination:/topic/a\n\n\u0000');
    await until(() => early.closed());
    expect(early.received[0]).toMatch(/^ERROR\nmessage:Expected CONNECT, received SUBSCRIBE\n/);
    const old = await rawSocket();
    old.socket.send('CONNECT\naccept-version:1.0,1.1\n\n\u0000');
    await until(() => old.closed());
    expect(old.received[0]).toMatch(/^ERROR\nmessage:Supported protocol versions are 1\.2\n/);
  });

  it('클라이언트가 원하는 간격으로 EOL heart-beat을 보낸다', async () => {
    live.detach();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await start({ serverHeartbeatMs: 20 });
    const raw = await rawSocket();
    raw.socket.send('CONNECT\naccept-version:1.2\nheart-beat:0,40\n\n\u0000');
    await until(() => raw.received.filter((text) => text === '\n').length >= 3);
    expect(raw.received[0]).toMatch(/^CONNECTED\nversion:1\.2\nheart-beat:20,0\n/);
  });

  it('죽이면 모든 연결이 닫히고 새 연결은 503, 다시 살리면 연결된다', async () => {
    const { client } = await stompClient('guest');
    let closed = 0;
    client.onWebSocketClose = () => (closed += 1);
    live.kill();
    await until(() => closed === 1);
    expect(live.status()).toMatchObject({ up: false, sessions: 0, kills: 1 });
    const info = await fetch(`${base}/ws/info`);
    expect(info.status).toBe(503);
    live.restart();
    expect((await fetch(`${base}/ws/info`)).status).toBe(200);
    expect((await fetch(`${base}/other`)).status).toBe(200);
  });

  it('제어 경로로 상태를 보고, 죽이고, 살린다', async () => {
    expect(await (await fetch(`${base}/__sandbox/live`)).json()).toEqual({ up: true, kills: 0, sessions: 0, subscriptions: {}, messagesSent: 0 });
    expect((await (await fetch(`${base}/__sandbox/live/kill`, { method: 'POST' })).json()) as object).toMatchObject({ up: false, kills: 1 });
    expect((await (await fetch(`${base}/__sandbox/live/restart`, { method: 'POST' })).json()) as object).toMatchObject({ up: true });
    const unknown = await fetch(`${base}/__sandbox/live/nope`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});

describe('라이브 제어 경로의 publish', () => {
  it('토픽이나 사용자에게 원문 메시지를 보낸다', async () => {
    const { client } = await stompClient('demo-general', state.login('demo-general').token);
    const received: string[] = [];
    client.subscribe('/topic/market/JG0001', (m) => received.push(m.body));
    client.subscribe('/user/queue/events', (m) => received.push(m.body));
    await until(() => live.status().subscriptions['/user/queue/events'] === 1);
    const post = (body: object) => fetch(`${base}/__sandbox/live/publish`, { method: 'POST', body: JSON.stringify(body) });
    expect(await (await post({ destination: '/topic/market/JG0001', body: '{"a":1}' })).json()).toEqual({ delivered: 1 });
    expect(await (await post({ uid: 'demo-general', body: '{"b":2}' })).json()).toEqual({ delivered: 1 });
    expect((await post({ destination: '/topic/market/JG0001' })).status).toBe(400);
    // The user queue only through uid: a destination would reach every member's connection.
    const everyone = await post({ destination: '/user/queue/events', body: '{"c":3}' });
    expect(everyone.status).toBe(400);
    // A page of another site cannot drive it (a text/plain POST needs no preflight).
    const forged = await fetch(`${base}/__sandbox/live/publish`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ uid: 'demo-general', body: '{"d":4}' }),
    });
    expect(forged.status).toBe(403);
    expect((await fetch(`${base}/__sandbox/live/kill`, { method: 'POST', headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect(live.up).toBe(true);
    const local = await fetch(`${base}/__sandbox/live/publish`, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173' },
      body: JSON.stringify({ destination: '/topic/market/JG0001', body: '{"e":5}' }),
    });
    expect(await local.json()).toEqual({ delivered: 1 });
    await until(() => received.length === 3);
    expect(received).toEqual(['{"a":1}', '{"b":2}', '{"e":5}']);
    const preflight = await fetch(`${base}/__sandbox/live/publish`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('CONNECT 토큰으로 회원을 확인한다', { timeout: 30_000 }, () => {
  const connect = (headers: string) => `CONNECT\naccept-version:1.2\n${headers}\n\u0000`;

  it('uid가 토큰의 회원과 다르면 ERROR(FORBIDDEN)를 보내고 닫는다', async () => {
    const raw = await rawSocket();
    raw.socket.send(connect(`uid:demo-general\nAuthorization:Bearer ${state.login('demo-pro').token}\n`));
    await until(() => raw.closed());
    expect(raw.received).toHaveLength(1);
    expect(raw.received[0]).toMatch(/^ERROR\nmessage:uid demo-general does not match the token\ncontent-type:text\/plain\ncode:FORBIDDEN\n/);
    expect(live.status().sessions).toBe(0);
  });

  it('모르는 토큰이나 Bearer가 아닌 Authorization은 ERROR(UNAUTHORIZED)로 닫는다', async () => {
    const unknown = await rawSocket();
    unknown.socket.send(connect('uid:demo-general\nAuthorization:Bearer not-a-session\n'));
    await until(() => unknown.closed());
    expect(unknown.received[0]).toMatch(/^ERROR\nmessage:The token is unknown, expired or logged out\ncontent-type:text\/plain\ncode:UNAUTHORIZED\n/);
    const basic = await rawSocket();
    basic.socket.send(connect('uid:demo-general\nAuthorization:Basic ZGVtbw==\n'));
    await until(() => basic.closed());
    expect(basic.received[0]).toMatch(/^ERROR\nmessage:The Authorization header must be Bearer <token>\n.*code:UNAUTHORIZED\n/s);
  });

  it('토큰 없이 uid만 대면 게스트이고, 사용자 큐를 구독하면 ERROR(FORBIDDEN)로 닫힌다', async () => {
    const raw = await rawSocket();
    raw.socket.send(connect('uid:demo-general\n'));
    await until(() => raw.received.length === 1);
    expect(raw.received[0]).toMatch(/\nuser-name:guest\n/);
    raw.socket.send('SUBSCRIBE\nid:0\ndestination:/topic/market/JG0001\nreceipt:r1\n\n\u0000');
    await until(() => raw.received.length === 2);
    expect(raw.received[1]).toMatch(/^RECEIPT\nreceipt-id:r1\n/);
    raw.socket.send('SUBSCRIBE\nid:1\ndestination:/user/queue/events\nreceipt:r2\n\n\u0000');
    await until(() => raw.closed());
    expect(raw.received[2]).toMatch(
      /^ERROR\nmessage:\/user\/queue\/events needs a CONNECT with a bearer token\ncontent-type:text\/plain\ncode:FORBIDDEN\nreceipt-id:r2\n/,
    );
    expect(live.status().subscriptions).toEqual({});
  });

  it('sessions 없이 붙인 엔드포인트는 어떤 토큰도 받지 않는다', async () => {
    live.detach();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    server = createServer();
    live = attachLiveEndpoint(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const raw = await rawSocket();
    raw.socket.send(connect(`uid:demo-general\nAuthorization:Bearer ${state.login('demo-general').token}\n`));
    await until(() => raw.closed());
    expect(raw.received[0]).toMatch(/^ERROR\n.*code:UNAUTHORIZED\n/s);
  });

  it('로그아웃하면 그 토큰의 연결만 ERROR(UNAUTHORIZED)를 받고 닫힌다', async () => {
    const token = state.login('demo-general').token;
    const mine = await rawSocket();
    mine.socket.send(connect(`uid:demo-general\nAuthorization:Bearer ${token}\n`));
    await until(() => mine.received.length === 1);
    mine.socket.send('SUBSCRIBE\nid:0\ndestination:/user/queue/events\n\n\u0000');
    const other = await stompClient('demo-general', state.login('demo-general').token);
    const otherReceived: string[] = [];
    other.client.subscribe('/user/queue/events', (m) => otherReceived.push(m.body));
    await until(() => live.status().subscriptions['/user/queue/events'] === 2);
    expect(state.logout(token)).toBe(true);
    await until(() => mine.closed());
    expect(mine.received[1]).toMatch(/^ERROR\nmessage:The session ended \(logout\)\ncontent-type:text\/plain\ncode:UNAUTHORIZED\n/);
    expect(live.status().subscriptions['/user/queue/events']).toBe(1);
    expect(live.broker.sendToUser('demo-general', '{"after":"logout"}')).toBe(1);
    await until(() => otherReceived.length === 1);
    expect(mine.received).toHaveLength(2);
  });

  it('토큰이 알림 없이 사라져도 다음 사용자 이벤트 전에 알아채고 닫는다', async () => {
    const token = state.login('demo-general').token;
    const raw = await rawSocket();
    raw.socket.send(connect(`uid:demo-general\nAuthorization:Bearer ${token}\n`));
    await until(() => raw.received.length === 1);
    raw.socket.send('SUBSCRIBE\nid:0\ndestination:/user/queue/events\nreceipt:r1\n\n\u0000');
    await until(() => raw.received.length === 2);
    // As the member-closing route does: the session is dropped without a logout.
    state.data.sessions.delete(token);
    expect(live.broker.sendToUser('demo-general', '{"private":true}')).toBe(0);
    await until(() => raw.closed());
    expect(raw.received[2]).toMatch(/^ERROR\nmessage:The session ended\ncontent-type:text\/plain\ncode:UNAUTHORIZED\n/);
    expect(raw.received.join('')).not.toContain('private');
  });
});
