// @vitest-environment node
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LiveEvent } from '@jogak/api-client';
import { type LiveEndpoint, type LiveEndpointOptions, type SandboxState, attachLiveEndpoint, createSandboxState } from '@jogak/sandbox';
import type { IStompSocket } from '@stomp/stompjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type InvalidLiveMessage,
  type LiveConnection,
  type LiveConnectionStatus,
  type LiveRefusal,
  type LiveTimings,
  createLiveConnection,
} from './live-connection';
import { loadSockJS } from './load-sockjs';

const TRADE = JSON.stringify({
  event: 'market-trade',
  data: { stockCd: 'JG0001', tradeNo: 'T1', price: 5000, quantity: 3, side: 'buy', tradedAt: '2025-03-04T10:15:30+09:00' },
});
const ORDER = JSON.stringify({
  event: 'order-updated',
  data: {
    orderNo: 'O1', stockCd: 'JG0001', name: '역삼', side: 'buy', price: 5000, quantity: 10, filledQuantity: 0, remainingQuantity: 10,
    avgFilledPrice: null, fee: 0, status: 'OPEN', orderedAt: '2025-03-04T10:15:30+09:00', updatedAt: '2025-03-04T10:15:30+09:00',
  },
});
/**
 * Published after the messages under test: delivery on one connection is ordered, so once the
 * marker has arrived anything those messages could have caused (a duplicate) has arrived too.
 */
const MARKER = JSON.stringify({
  event: 'orderbook-snapshot',
  data: { stockCd: 'JG0001', asks: [], bids: [], updatedAt: '2025-03-04T10:15:31+09:00' },
});

let server: Server | undefined;
let live: LiveEndpoint;
let url: string;
/** The sandbox's sessions: tokens come from its login, as the HTTP handlers accept them. */
let state: SandboxState;
const connections: LiveConnection[] = [];

async function startServer(options: LiveEndpointOptions = {}) {
  server = createServer((_request, response) => response.end());
  state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
  live = attachLiveEndpoint(server, { sessions: state, ...options });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
}

afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.disconnect()));
  live.detach();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

function open(options: { onInvalidMessage?: (message: InvalidLiveMessage) => void; timings?: Partial<LiveTimings> } = {}) {
  const connection = createLiveConnection({
    url,
    transports: ['websocket'],
    ...(options.onInvalidMessage ? { onInvalidMessage: options.onInvalidMessage } : {}),
    ...(options.timings ? { timings: options.timings } : {}),
  });
  connections.push(connection);
  return connection;
}

async function spyingFactory(sent: string[]) {
  const openSocket = await loadSockJS({ transports: ['websocket'] });
  return (target: string) => {
    const socket = openSocket(target);
    const send = socket.send.bind(socket);
    socket.send = (data) => {
      sent.push(String(data));
      send(data);
    };
    return socket;
  };
}

/**
 * Waits until `check` holds, as long as the preset lets `expect.poll` wait (no budget of its own).
 * Polled every 5 ms: the 100-kill test waits a hundred times, and a coarser poll only adds idle time.
 */
async function until(check: () => boolean): Promise<void> {
  await expect.poll(check, { interval: 5 }).toBe(true);
}

/** A socket factory that counts the server's heart-beats (bare EOL frames) on every socket it makes. */
async function heartbeatCountingFactory(heartbeats: { count: number }) {
  const openSocket = await loadSockJS({ transports: ['websocket'] });
  return (target: string) => {
    const socket = openSocket(target) as IStompSocket & Pick<WebSocket, 'addEventListener'>;
    socket.addEventListener('message', (event: MessageEvent) => {
      if (event.data === '\n') heartbeats.count += 1;
    });
    return socket;
  };
}

function serverSubscriptions() {
  return live.status().subscriptions;
}

describe('라이브 연결 (실제 SockJS + STOMP 엔드포인트)', () => {
  it('게스트는 uid guest, heart-beat 0,60000으로 CONNECT한다', async () => {
    await startServer();
    const sent: string[] = [];
    const connection = createLiveConnection({ url, socketFactory: await spyingFactory(sent) });
    connections.push(connection);
    connection.connect();
    await until(() => connection.status === 'connected');
    expect(sent[0]).toMatch(/^CONNECT\n/);
    expect(sent[0]).toContain('\nuid:guest\n');
    expect(sent[0]).toContain('\nheart-beat:0,60000\n');
    expect(connection.uid).toBe('guest');
  });

  it('사용자로 연결하면 자기 큐의 이벤트만 받는다', async () => {
    await startServer();
    const alice = open();
    const bob = open();
    const got: Record<string, string[]> = { alice: [], bob: [] };
    alice.subscribeUserEvents((event) => got['alice']?.push(event.event));
    bob.subscribeUserEvents((event) => got['bob']?.push(event.event));
    alice.connect({ uid: 'demo-general', token: state.login('demo-general').token });
    bob.connect({ uid: 'demo-pro', token: state.login('demo-pro').token });
    await until(() => serverSubscriptions()['/user/queue/events'] === 2);
    live.broker.sendToUser('demo-general', ORDER);
    await until(() => got['alice']?.length === 1);
    expect(got).toEqual({ alice: ['order-updated'], bob: [] });
  });

  it('같은 시장을 두 곳이 구독해도 STOMP 구독은 하나이고, 둘 다 떠나야 해지된다', async () => {
    await startServer();
    const connection = open();
    connection.connect();
    await until(() => connection.status === 'connected');
    const first: string[] = [];
    const second: string[] = [];
    const releaseFirst = connection.subscribe('/topic/market/JG0001', (event) => first.push(event.event));
    const releaseSecond = connection.subscribe('/topic/market/JG0001', (event) => second.push(event.event));
    await until(() => serverSubscriptions()['/topic/market/JG0001'] === 1);
    live.broker.publish('/topic/market/JG0001', TRADE);
    await until(() => first.length === 1 && second.length === 1);
    releaseFirst();
    releaseFirst();
    expect(connection.stats().destinations).toEqual({ '/topic/market/JG0001': { refs: 1, listeners: 1, subscribed: true } });
    // Frames on one connection arrive in order: once the server has this later SUBSCRIBE, an
    // UNSUBSCRIBE sent by the releases above would already have been handled.
    const releaseMarker = connection.subscribe('/topic/market/operation', () => undefined);
    await expect.poll(() => serverSubscriptions()).toEqual({ '/topic/market/JG0001': 1, '/topic/market/operation': 1 });
    releaseMarker();
    await expect.poll(() => serverSubscriptions()).toEqual({ '/topic/market/JG0001': 1 });
    releaseSecond();
    await until(() => serverSubscriptions()['/topic/market/JG0001'] === undefined);
    expect(connection.stats().destinations).toEqual({});
  });

  it('잘못된 메시지는 버리고 알리며, 다음 메시지는 계속 받는다', async () => {
    await startServer();
    const invalid: InvalidLiveMessage[] = [];
    const connection = open({ onInvalidMessage: (message) => invalid.push(message) });
    const events: LiveEvent[] = [];
    connection.subscribe('/topic/market/JG0001', (event) => events.push(event));
    connection.connect();
    await until(() => serverSubscriptions()['/topic/market/JG0001'] === 1);
    live.broker.publish('/topic/market/JG0001', '{"event":"market-trade","data":{"price":"비쌈"}}');
    live.broker.publish('/topic/market/JG0001', 'not json');
    live.broker.publish('/topic/market/JG0001', TRADE);
    await until(() => events.length === 1);
    expect(events[0]?.event).toBe('market-trade');
    expect(invalid.map((message) => [message.destination, message.reason])).toEqual([
      ['/topic/market/JG0001', 'invalid'],
      ['/topic/market/JG0001', 'not-json'],
    ]);
  });

  it('서버가 끊기면 100 ms 뒤 다시 연결하고 구독을 한 번씩만 복구한다', async () => {
    await startServer();
    // An error retry that would outlast the test: the reconnect seen can only be the 100 ms one.
    const connection = open({ timings: { errorRetryDelayMs: 600_000 } });
    const received: string[] = [];
    connection.subscribe('/topic/market/JG0001', (event) => received.push(`a:${event.event}`));
    connection.subscribe('/topic/market/operation', (event) => received.push(`b:${event.event}`));
    connection.connect();
    await until(() => connection.status === 'connected' && serverSubscriptions()['/topic/market/operation'] === 1);
    live.kill();
    live.restart();
    const killedAt = Date.now();
    await until(() => connection.stats().connects === 2);
    // A timer never fires early (a few ms of clock lag aside), however busy the machine.
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(90);
    await until(() => serverSubscriptions()['/topic/market/operation'] === 1);
    expect(serverSubscriptions()).toEqual({ '/topic/market/JG0001': 1, '/topic/market/operation': 1 });
    live.broker.publish('/topic/market/JG0001', TRADE);
    live.broker.publish('/topic/market/JG0001', MARKER);
    await until(() => received.includes('a:orderbook-snapshot'));
    expect(received).toEqual(['a:market-trade', 'a:orderbook-snapshot']);
  });

  it('연결 시도가 실패하면 2초 뒤에 다시 시도한다', async () => {
    await startServer();
    const connection = open();
    connection.subscribe('/topic/market/JG0001', () => undefined);
    connection.connect();
    await until(() => connection.status === 'connected');
    const seen: { status: LiveConnectionStatus; at: number }[] = [];
    connection.onStatus((status) => seen.push({ status, at: Date.now() }));
    live.kill();
    // The drop, then the 100 ms reconnect meeting the dead server: that failed attempt is what
    // starts the 2 s error delay, so the server comes back only once it has been seen.
    await expect.poll(() => seen.map((entry) => entry.status)).toEqual(['retrying', 'connecting', 'retrying']);
    live.restart();
    await until(() => connection.status === 'connected');
    expect(seen.map((entry) => entry.status)).toEqual(['retrying', 'connecting', 'retrying', 'connecting', 'connected']);
    // From the failure to the next attempt: only the retry timer lies between them. A timer counts
    // from the event loop's clock, which can lag the moment the failure was recorded by the work
    // done in between, so it may fire a few ms short of 2 s by our clock; 1.9 s still tells the
    // error delay from the 100 ms reconnect.
    const delay = (seen[3]?.at ?? 0) - (seen[2]?.at ?? 0);
    expect(delay).toBeGreaterThanOrEqual(1_900);
    await until(() => serverSubscriptions()['/topic/market/JG0001'] === 1);
  });

  it('100번 연속으로 죽여도 구독은 하나씩, 중복도 새는 리스너도 없다', async () => {
    await startServer();
    const connection = open();
    const received: string[] = [];
    connection.subscribe('/topic/market/JG0001', (event) => received.push(event.event));
    connection.subscribe('/topic/market/JG0001', (event) => received.push(event.event));
    connection.subscribe('/topic/market/operation', (event) => received.push(event.event));
    connection.connect({ uid: 'demo-general', token: state.login('demo-general').token });
    connection.subscribeUserEvents((event) => received.push(event.event));
    await until(() => connection.status === 'connected' && serverSubscriptions()['/user/queue/events'] === 1);
    const before = connection.stats();
    for (let kill = 1; kill <= 100; kill += 1) {
      live.kill();
      live.restart();
      await until(() => connection.stats().connects === before.connects + kill);
    }
    await until(() => serverSubscriptions()['/user/queue/events'] === 1 && live.status().sessions === 1);
    expect(serverSubscriptions()).toEqual({ '/topic/market/JG0001': 1, '/topic/market/operation': 1, '/user/queue/events': 1 });
    expect(live.status().kills).toBe(100);
    expect(connection.stats()).toEqual({ ...before, connects: before.connects + 100 });
    live.broker.publish('/topic/market/JG0001', TRADE);
    live.broker.sendToUser('demo-general', ORDER);
    live.broker.publish('/topic/market/JG0001', MARKER);
    await until(() => received.includes('orderbook-snapshot'));
    expect(received).toEqual(['market-trade', 'market-trade', 'order-updated', 'orderbook-snapshot', 'orderbook-snapshot']);
  }, 60_000);

  it('heart-beat이 오가는 동안 연결은 유지된다', async () => {
    await startServer({ serverHeartbeatMs: 100 });
    const heartbeats = { count: 0 };
    const connection = createLiveConnection({
      url,
      socketFactory: await heartbeatCountingFactory(heartbeats),
      timings: { heartbeatIncomingMs: 100 },
    });
    connections.push(connection);
    connection.connect();
    await until(() => connection.status === 'connected');
    // Counted heart-beats, not elapsed time, measure the wait: ten of them span several of the
    // client's 200 ms silence limits, so a connection that dropped on heart-beats would show it.
    await until(() => heartbeats.count >= 10);
    expect(connection.stats().connects).toBe(1);
    expect(connection.status).toBe('connected');
  });

  it('disconnect는 연결과 모든 구독을 지우고, reconnect는 즉시 다시 연결한다', async () => {
    await startServer();
    const connection = open();
    connection.subscribe('/topic/market/JG0001', () => undefined);
    connection.connect();
    await until(() => serverSubscriptions()['/topic/market/JG0001'] === 1);
    await connection.reconnect();
    await until(() => connection.stats().connects === 2 && serverSubscriptions()['/topic/market/JG0001'] === 1);
    await connection.disconnect();
    expect(connection.status).toBe('idle');
    expect(connection.stats().destinations).toEqual({});
    await until(() => live.status().sessions === 0);
    expect(serverSubscriptions()).toEqual({});
  });
  it('reconnect가 앞 소켓을 닫는 사이 connect가 와도 세션은 하나이고, 로그아웃과 disconnect 뒤에는 남지 않는다', async () => {
    await startServer();
    const connection = open();
    const received: string[] = [];
    connection.subscribe('/topic/market/JG0001', (event) => received.push(event.event));
    connection.subscribeUserEvents((event) => received.push(`user:${event.event}`));
    connection.connect();
    await until(() => connection.status === 'connected' && serverSubscriptions()['/topic/market/JG0001'] === 1);
    // The shell's foreground reconnect, and a login landing while it waits for the old socket to close.
    const reconnecting = connection.reconnect();
    connection.connect({ uid: 'demo-general', token: state.login('demo-general').token });
    await reconnecting;
    await until(() => connection.status === 'connected' && serverSubscriptions()['/user/queue/events'] === 1);
    // Logout: only a guest session with the public topic may be left. The client says connected on
    // the server's CONNECTED, before its SUBSCRIBE frames have arrived: wait for the topic too.
    connection.connect();
    await until(
      () =>
        connection.status === 'connected' &&
        serverSubscriptions()['/user/queue/events'] === undefined &&
        serverSubscriptions()['/topic/market/JG0001'] === 1 &&
        live.status().sessions === 1,
    );
    expect(connection.stats().connects).toBe(3);
    expect(serverSubscriptions()).toEqual({ '/topic/market/JG0001': 1 });
    expect(live.broker.sendToUser('demo-general', ORDER)).toBe(0);
    live.broker.publish('/topic/market/JG0001', TRADE);
    live.broker.publish('/topic/market/JG0001', MARKER);
    await until(() => received.includes('orderbook-snapshot'));
    expect(received).toEqual(['market-trade', 'orderbook-snapshot']);
    await connection.disconnect();
    await until(() => live.status().sessions === 0);
  });

  it('바꾸는 중이던 연결도 disconnect 뒤에는 다시 열리지 않는다', async () => {
    await startServer();
    const connection = open();
    connection.subscribe('/topic/market/JG0001', () => undefined);
    connection.connect();
    await until(() => connection.status === 'connected' && serverSubscriptions()['/topic/market/JG0001'] === 1);
    const reconnecting = connection.reconnect();
    connection.connect({ uid: 'demo-general', token: state.login('demo-general').token });
    await connection.disconnect();
    await reconnecting;
    // A probe's whole CONNECT round trip: a client started by a step left behind the disconnect
    // would have said it is connecting long before.
    const probe = open();
    probe.connect();
    await until(() => probe.status === 'connected');
    expect(connection.status).toBe('idle');
    expect(connection.stats().connects).toBe(1);
    await until(() => live.status().sessions === 1);
  });
});

describe('CONNECT의 bearer 토큰 (실제 SockJS + STOMP 엔드포인트)', () => {
  it('회원은 uid 옆에 Authorization: Bearer 토큰을 보내고, 토큰이 바뀌면 새 토큰으로 다시 연결한다', async () => {
    await startServer();
    const sent: string[] = [];
    const connection = createLiveConnection({ url, socketFactory: await spyingFactory(sent) });
    connections.push(connection);
    const first = state.login('demo-general').token;
    connection.connect({ uid: 'demo-general', token: first });
    await until(() => connection.status === 'connected');
    expect(sent[0]).toContain('\nuid:demo-general\n');
    expect(sent[0]).toContain(`\nAuthorization:Bearer ${first}\n`);
    expect(connection.signedIn).toBe(true);
    connection.connect({ uid: 'demo-general', token: first });
    const second = state.login('demo-general').token;
    connection.connect({ uid: 'demo-general', token: second });
    await until(() => connection.stats().connects === 2 && connection.status === 'connected');
    const connects = sent.filter((frame) => frame.startsWith('CONNECT\n'));
    expect(connects).toHaveLength(2);
    expect(connects[1]).toContain(`\nAuthorization:Bearer ${second}\n`);
  });

  it('다른 회원으로 바꾸는 사이 앞 연결에 도착한 앞 회원의 이벤트는 넘기지 않는다', async () => {
    await startServer();
    const connection = open();
    const got: string[] = [];
    connection.subscribeUserEvents((event) => got.push(event.event));
    connection.subscribe('/topic/market/JG0001', (event) => got.push(event.event));
    connection.connect({ uid: 'demo-general', token: state.login('demo-general').token });
    await until(() => serverSubscriptions()['/user/queue/events'] === 1);
    // Sent to 김민준's session just before the app switches to 박서준: it reaches the old socket.
    live.broker.sendToUser('demo-general', ORDER);
    connection.connect({ uid: 'demo-pro', token: state.login('demo-pro').token });
    await until(() => connection.stats().connects === 2 && connection.status === 'connected');
    await until(() => serverSubscriptions()['/topic/market/JG0001'] === 1);
    live.broker.publish('/topic/market/JG0001', MARKER);
    await until(() => got.includes('orderbook-snapshot'));
    expect(got).toEqual(['orderbook-snapshot']);
  });

  it('uid만 있고 토큰이 없으면 게스트로 연결하고, 들고 있는 사용자 큐 구독은 보내지 않는다', async () => {
    await startServer();
    const sent: string[] = [];
    const connection = createLiveConnection({ url, socketFactory: await spyingFactory(sent) });
    connections.push(connection);
    const received: string[] = [];
    connection.subscribeUserEvents((event) => received.push(event.event));
    connection.subscribe('/topic/market/JG0001', () => undefined);
    connection.connect({ uid: 'demo-general', token: '' });
    await until(() => serverSubscriptions()['/topic/market/JG0001'] === 1);
    expect(sent[0]).toContain('\nuid:guest\n');
    expect(sent[0]).not.toContain('Authorization');
    expect(serverSubscriptions()['/user/queue/events']).toBeUndefined();
    expect(connection.stats().destinations['/user/queue/events']).toEqual({ refs: 1, listeners: 1, subscribed: false });
    connection.connect({ uid: 'demo-general', token: state.login('demo-general').token });
    await until(() => serverSubscriptions()['/user/queue/events'] === 1);
    live.broker.sendToUser('demo-general', ORDER);
    await until(() => received.length === 1);
    expect(connection.stats().connects).toBe(2);
  });

  it('로그아웃으로 토큰이 끝나면 ERROR를 받고, 오류 지연 뒤 게스트로 돌아와 공개 토픽만 다시 구독한다', async () => {
    await startServer();
    const connection = open({ timings: { errorRetryDelayMs: 300 } });
    const refusals: LiveRefusal[] = [];
    connection.onRefused((refusal) => refusals.push(refusal));
    const received: string[] = [];
    connection.subscribeUserEvents((event) => received.push(event.event));
    connection.subscribe('/topic/market/JG0001', (event) => received.push(event.event));
    const token = state.login('demo-general').token;
    connection.connect({ uid: 'demo-general', token });
    await until(() => serverSubscriptions()['/user/queue/events'] === 1 && serverSubscriptions()['/topic/market/JG0001'] === 1);
    state.logout(token);
    await until(() => refusals.length === 1);
    expect(refusals).toEqual([{ code: 'UNAUTHORIZED', message: 'The session ended (logout)' }]);
    expect(connection.uid).toBe('guest');
    expect(connection.signedIn).toBe(false);
    await until(() => connection.stats().connects === 2 && serverSubscriptions()['/topic/market/JG0001'] === 1);
    expect(serverSubscriptions()).toEqual({ '/topic/market/JG0001': 1 });
    expect(live.broker.sendToUser('demo-general', ORDER)).toBe(0);
    live.broker.publish('/topic/market/JG0001', TRADE);
    await until(() => received.length === 1);
    expect(received).toEqual(['market-trade']);
  });

  it('남의 토큰으로 uid를 대면 FORBIDDEN으로 거절되고 게스트로 돌아온다', async () => {
    await startServer();
    const connection = open({ timings: { errorRetryDelayMs: 300 } });
    const refusals: LiveRefusal[] = [];
    connection.onRefused((refusal) => refusals.push(refusal));
    connection.subscribeUserEvents(() => undefined);
    connection.connect({ uid: 'demo-general', token: state.login('demo-pro').token });
    await until(() => refusals.length === 1);
    expect(refusals[0]).toEqual({ code: 'FORBIDDEN', message: 'uid demo-general does not match the token' });
    await until(() => connection.status === 'connected');
    expect(connection.uid).toBe('guest');
    expect(serverSubscriptions()).toEqual({});
  });
});
