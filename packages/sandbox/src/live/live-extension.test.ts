import { type LiveEvent, parseLiveEvent } from '@jogak/api-client';
import { Client } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PIN_SHA256 } from '../model/seed/members';
import { type SandboxHttpServer, createSandboxHttpServer } from '../node';
import { liveSandboxExtension } from './live-extension';
import { USER_QUEUE } from './stomp-broker';

let sandbox: SandboxHttpServer;
let base: string;
const clients: Client[] = [];

/** A seeded source of numbers so every run moves the market the same way. */
function seeded(seed: number): () => number {
  let value = seed;
  return () => {
    value = (value * 1_103_515_245 + 12_345) % 2_147_483_648;
    return value / 2_147_483_648;
  };
}

async function start() {
  sandbox = createSandboxHttpServer({
    port: 0,
    now: '2025-03-04T10:00:00+09:00',
    extensions: [liveSandboxExtension({ simulator: { autoStart: false, random: seeded(7), stockCds: ['JG0001'] } })],
  });
  base = await sandbox.listen();
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.deactivate()));
  await sandbox.close();
});

/** Waits until `check` holds, as long as the preset lets `expect.poll` wait (no budget of its own). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  await expect.poll(check, { interval: 10 }).toBe(true);
}

/** What one STOMP client saw: valid events (an invalid one fails the test), ERROR frames, the close. */
interface Listener {
  client: Client;
  events: LiveEvent[];
  /** `code: message` of every ERROR frame received. */
  errors: string[];
  closed: () => boolean;
}

/**
 * A real STOMP client that CONNECTs with `uid` (and `Authorization: Bearer <token>` when given),
 * subscribes to the destinations and collects what arrives. Resolves once CONNECTED arrives or
 * the server refused the CONNECT.
 */
async function listen(uid: string, destinations: string[], token?: string): Promise<Listener> {
  const events: LiveEvent[] = [];
  const errors: string[] = [];
  let closed = false;
  const client = new Client({
    webSocketFactory: () => new SockJS(`${base}/ws`, null, { transports: ['websocket'] }),
    connectHeaders: token === undefined ? { uid } : { uid, Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
  });
  clients.push(client);
  await new Promise<void>((resolve) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => {
      errors.push(`${frame.headers['code'] ?? ''}: ${frame.headers['message'] ?? ''}`);
      resolve();
    };
    client.onWebSocketClose = () => {
      closed = true;
      resolve();
    };
    client.activate();
  });
  if (!client.connected) return { client, events, errors, closed: () => closed };
  for (const destination of destinations) {
    client.subscribe(destination, (message) => {
      const result = parseLiveEvent(message.body);
      if (!result.ok) throw new Error(`invalid live event: ${result.problems.join('; ')}`);
      events.push(result.event);
    });
  }
  return { client, events, errors, closed: () => closed };
}

/** Sign in through the sandbox's own HTTP login, as the app does; returns the bearer token. */
async function signIn(memberId: string): Promise<string> {
  const response = await fetch(`${base}/main/v1/auth/demo/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberId }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error(`no token for ${memberId}`);
  return body.token;
}

async function liveStatus(): Promise<{ sessions: number; subscriptions: Record<string, number> }> {
  return (await (await fetch(`${base}/__sandbox/live`)).json()) as { sessions: number; subscriptions: Record<string, number> };
}

async function publish(body: { destination?: string; uid?: string; body: string }): Promise<number> {
  const response = await fetch(`${base}/__sandbox/live/publish`, { method: 'POST', body: JSON.stringify(body) });
  return ((await response.json()) as { delivered: number }).delivered;
}

/** Buy one share of JG0001 at the best ask with the member's token; the fill is immediate. */
async function buyAtBestAsk(token: string): Promise<void> {
  const bestAsk = sandbox.sandbox.state.data.books.get('JG0001')?.bestAsk() ?? 0;
  const response = await fetch(`${base}/main/v1/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ stockCd: 'JG0001', side: 'buy', inputPrice: bestAsk, inputNumber: 1, unsuitableConfirmYn: 'Y' }),
  });
  expect(response.status).toBe(200);
}

const kinds = (events: LiveEvent[]) => events.map((event) => event.event);

describe('샌드박스 라이브 확장: 시뮬레이터와 브리지', () => {
  it('구독하면 호가와 시세를 먼저 받고, 시뮬레이터의 주문이 엔진을 거쳐 호가·체결·시세로 나온다', async () => {
    await start();
    const { events } = await listen('guest', ['/topic/market/JG0001']);
    await until(() => events.length === 2);
    expect(kinds(events)).toEqual(['orderbook-snapshot', 'ticker']);
    const response = await fetch(`${base}/__sandbox/live/simulator`);
    expect(await response.json()).toMatchObject({ running: false, stockCds: ['JG0001'], placed: 0 });
    const simulator = await (await fetch(`${base}/__sandbox/live/simulator`, { method: 'POST', body: JSON.stringify({ ratePerSecond: 200, running: true }) })).json();
    expect(simulator).toMatchObject({ running: true, ratePerSecond: 200 });
    await until(() => events.filter((event) => event.event === 'market-trade').length >= 3);
    await fetch(`${base}/__sandbox/live/simulator`, { method: 'POST', body: JSON.stringify({ running: false }) });
    // The simulator has stopped and publishes synchronously; the topic delivers in order, so once
    // a trade published now arrives, every book and ticker the simulator sent has arrived too.
    const marker = { event: 'market-trade', data: { stockCd: 'JG0001', tradeNo: 'MARKER', price: 5000, quantity: 1, side: 'buy', tradedAt: '2025-03-04T10:00:00+09:00' } };
    expect(await publish({ destination: '/topic/market/JG0001', body: JSON.stringify(marker) })).toBe(1);
    await until(() => events.some((event) => event.event === 'market-trade' && event.data.tradeNo === 'MARKER'));
    expect(events.at(-1)).toEqual(marker);
    const stats = (await (await fetch(`${base}/__sandbox/live/simulator`)).json()) as { placed: number; rejected: number };
    expect(stats.placed).toBeGreaterThan(10);
    const lastBook = events.filter((event) => event.event === 'orderbook-snapshot').at(-1);
    const book = sandbox.sandbox.state.orderBook('JG0001');
    expect(lastBook?.data).toMatchObject({ stockCd: 'JG0001', asks: book.asks, bids: book.bids });
    const lastTicker = events.filter((event) => event.event === 'ticker').at(-1);
    expect(lastTicker?.event === 'ticker' ? lastTicker.data.currentPrice : 0).toBe(sandbox.sandbox.state.data.stocks.get('JG0001')?.currentPrice);
  });

  it('HTTP로 낸 주문이 호가에 오르고, 체결은 그 사용자에게만 주문·체결·계좌·잔고 이벤트로 간다', async () => {
    await start();
    const { state } = sandbox.sandbox;
    const token = state.login('demo-general').token;
    const { events: mine } = await listen('demo-general', ['/user/queue/events'], token);
    const { events: other } = await listen('demo-pro', ['/user/queue/events'], state.login('demo-pro').token);
    const { events: market } = await listen('guest', ['/topic/market/JG0001']);
    await until(() => market.length === 2);
    await until(async () => (await liveStatus()).subscriptions[USER_QUEUE] === 2);
    await buyAtBestAsk(token);
    await until(() => kinds(mine).includes('stock-balance-updated') && kinds(mine).includes('trade'));
    expect(kinds(mine)).toEqual(expect.arrayContaining(['order-updated', 'trade', 'account-updated', 'stock-balance-updated', 'notification']));
    const filled = mine.filter((event) => event.event === 'order-updated').at(-1);
    expect(filled?.event === 'order-updated' ? [filled.data.status, filled.data.filledQuantity] : []).toEqual(['FILLED', 1]);
    await until(() => kinds(market).includes('market-trade'));
    // The fill was published before this marker on demo-pro's queue, which delivers in order: once
    // the marker is in, anything of the fill sent to demo-pro would be in too.
    const marker = { event: 'notification', data: mine.find((event) => event.event === 'notification')?.data };
    expect(await publish({ uid: 'demo-pro', body: JSON.stringify(marker) })).toBe(1);
    await until(() => other.length > 0);
    expect(other).toEqual([marker]);
  });

  it('/sync/ 호출의 응답은 그 사용자의 큐로도 온다', async () => {
    await start();
    const { state } = sandbox.sandbox;
    const token = state.login('demo-general').token;
    const { events: mine } = await listen('demo-general', ['/user/queue/events'], token);
    await until(async () => (await liveStatus()).subscriptions[USER_QUEUE] === 1);
    const answer = await fetch(`${base}/main/v1/account/sync/contract-account-list`, { headers: { authorization: `Bearer ${token}` } });
    const json: unknown = await answer.json();
    await until(() => mine.length === 1);
    expect(mine[0]).toEqual({ event: 'contract-accounts', data: json });
  });

  it('장 마감 시각이 되면 market-operation 이벤트가 나간다', async () => {
    await start();
    const { events: operation } = await listen('guest', ['/topic/market/operation']);
    await until(() => operation.length === 1);
    expect(operation[0]?.data).toMatchObject({ marketOpenYn: 'Y', dealBeginHour: 9, dealEndingHour: 16, stdAt: '20250304', dayOffYn: 'N' });
    sandbox.sandbox.state.clock.set('2025-03-04T16:00:00+09:00');
    sandbox.sandbox.state.sync();
    await until(() => operation.length === 2);
    expect(operation[1]?.data).toMatchObject({ marketOpenYn: 'N' });
  });
});

describe('비공개 이벤트는 토큰의 주인에게만 간다 (실제 HTTP + SockJS 서버)', () => {
  it('demo-general이라고 주장하는 토큰 없는 연결과 남의 토큰을 든 연결은 그 회원의 체결을 하나도 받지 못하고, 본인만 받는다', async () => {
    await start();
    const honestToken = await signIn('demo-general');
    const otherToken = await signIn('demo-pro');
    const honest = await listen('demo-general', [USER_QUEUE], honestToken);
    // Another member's token while claiming demo-general: refused at CONNECT.
    const impostor = await listen('demo-general', [USER_QUEUE], otherToken);
    // No token while claiming demo-general: a guest, refused on the user queue, still sees the market.
    const unauthenticated = await listen('demo-general', ['/topic/market/JG0001', USER_QUEUE]);
    // The other member, honestly connected: only its own queue.
    const otherMember = await listen('demo-pro', [USER_QUEUE], otherToken);
    const unauthenticatedMarket = await listen('demo-general', ['/topic/market/JG0001']);
    await until(() => impostor.closed() && unauthenticated.closed());
    expect(impostor.errors).toEqual(['FORBIDDEN: uid demo-general does not match the token']);
    expect(unauthenticated.errors).toEqual([`FORBIDDEN: ${USER_QUEUE} needs a CONNECT with a bearer token`]);
    await until(async () => (await liveStatus()).subscriptions[USER_QUEUE] === 2);
    await until(() => unauthenticatedMarket.events.length === 2);

    await buyAtBestAsk(honestToken);
    await until(() => ['order-updated', 'trade', 'account-updated', 'stock-balance-updated'].every((kind) => kinds(honest.events).includes(kind as LiveEvent['event'])));
    await until(() => kinds(unauthenticatedMarket.events).includes('market-trade'));
    // Each connection delivers in order: once a marker sent after the fill arrives, nothing of the fill is still on its way.
    expect(await publish({ uid: 'demo-pro', body: JSON.stringify({ event: 'notification', data: honest.events.find((event) => event.event === 'notification')?.data }) })).toBe(1);
    await until(() => otherMember.events.length === 1);
    expect(kinds(otherMember.events)).toEqual(['notification']);
    const privateKinds = ['order-updated', 'trade', 'account-updated', 'stock-balance-updated', 'notification'];
    expect(kinds(unauthenticatedMarket.events).filter((kind) => privateKinds.includes(kind))).toEqual([]);
    expect(impostor.events).toEqual([]);
    expect(kinds(unauthenticated.events)).toEqual(['orderbook-snapshot', 'ticker']);
    expect(honest.errors).toEqual([]);
  }, 60_000);

  it('HTTP 로그아웃은 그 토큰의 사용자 큐를 ERROR(UNAUTHORIZED)로 끝내고, 다른 토큰의 연결은 그대로 둔다', async () => {
    await start();
    const token = await signIn('demo-general');
    const secondDevice = await signIn('demo-general');
    const mine = await listen('demo-general', [USER_QUEUE], token);
    const other = await listen('demo-general', [USER_QUEUE], secondDevice);
    await until(async () => (await liveStatus()).subscriptions[USER_QUEUE] === 2);
    const logout = await fetch(`${base}/main/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(logout.status).toBe(200);
    await until(() => mine.closed());
    expect(mine.errors).toEqual(['UNAUTHORIZED: The session ended (logout)']);
    await until(async () => (await liveStatus()).subscriptions[USER_QUEUE] === 1);
    await buyAtBestAsk(secondDevice);
    await until(() => kinds(other.events).includes('trade'));
    expect(mine.events).toEqual([]);
    const again = await listen('demo-general', [USER_QUEUE], token);
    expect(again.errors).toEqual(['UNAUTHORIZED: The token is unknown, expired or logged out']);
  }, 60_000);

  it('샌드박스 리셋은 모든 토큰을 끝내므로 사용자 큐 연결이 모두 닫힌다', async () => {
    await start();
    const mine = await listen('demo-general', [USER_QUEUE], await signIn('demo-general'));
    const market = await listen('guest', ['/topic/market/JG0001']);
    await until(async () => (await liveStatus()).subscriptions[USER_QUEUE] === 1);
    await fetch(`${base}/__sandbox/reset`, { method: 'POST' });
    await until(() => mine.closed());
    expect(mine.errors).toEqual(['UNAUTHORIZED: The session ended (reset)']);
    expect(market.closed()).toBe(false);
  }, 60_000);

  it('탈퇴하면 그 회원의 실시간 연결이 바로 끝나고 이벤트는 새지 않는다', async () => {
    await start();
    const token = await signIn('demo-kakao');
    const mine = await listen('demo-kakao', [USER_QUEUE], token);
    await until(async () => (await liveStatus()).subscriptions[USER_QUEUE] === 1);
    const closing = await fetch(`${base}/main/v1/member`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hashPIN: DEMO_PIN_SHA256, closeReasonCod: '01' }),
    });
    expect(closing.status).toBe(200);
    await until(() => mine.closed());
    expect(mine.errors).toEqual(['UNAUTHORIZED: The session ended (logout)']);
    expect(await publish({ uid: 'demo-kakao', body: '{"event":"notification","data":{}}' })).toBe(0);
    expect(mine.events).toEqual([]);
  }, 60_000);
});
