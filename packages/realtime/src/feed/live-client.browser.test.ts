import { LIVE_EVENT_KINDS, type LiveEventKind, marketTopic } from '@jogak/api-client';
import { afterEach, describe, expect, it, inject } from 'vitest';
import { LIVE_EVENT_EXAMPLES } from '../../test/live-event-examples';
import type { LiveConnectionStatus } from '../connection/live-connection';
import { type LiveClient, createLiveClient } from './live-client';

const BASE = 'http://127.0.0.1:4201';
/** demo-general, signed in on the live server by its global setup. */
const MEMBER = { uid: 'demo-general', token: inject('liveToken') };
const clients: LiveClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.disconnect()));
  await control('/restart');
});

async function control(path: string, body?: object) {
  const response = await fetch(`${BASE}/__sandbox/live${path}`, { method: path ? 'POST' : 'GET', ...(body ? { body: JSON.stringify(body) } : {}) });
  return (await response.json()) as { subscriptions: Record<string, number>; sessions: number; delivered: number };
}

function open(): LiveClient {
  const client = createLiveClient({ url: `${BASE}/ws` });
  clients.push(client);
  return client;
}

/** Waits until `check` holds, as long as the preset lets `expect.poll` wait (no budget of its own). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  await expect.poll(check, { interval: 20 }).toBe(true);
}

async function subscriptionCount(destination: string): Promise<number> {
  return (await control('')).subscriptions[destination] ?? 0;
}

describe('Chromium에서 실제 SockJS 엔드포인트의 원시 WebSocket + STOMP 로', () => {
  it('게스트로 연결해 시장 이벤트를 프레임 단위로 스토어에 반영한다', async () => {
    const client = open();
    client.connect();
    const leave = client.watchMarket('JG0001');
    await until(() => client.state.status === 'connected');
    // The endpoint's raw WebSocket (`/ws/websocket`), read in the live worker: sockjs-client is never loaded.
    expect(client.stats()).toMatchObject({ transport: 'websocket', thread: 'worker', workerFallback: null });
    await until(async () => (await subscriptionCount(marketTopic('JG0001'))) === 1);
    for (const kind of ['orderbook-snapshot', 'ticker', 'market-trade'] as const) {
      await control('/publish', { destination: marketTopic('JG0001'), body: JSON.stringify(LIVE_EVENT_EXAMPLES[kind]) });
    }
    await until(() => client.state.trades['JG0001']?.length === 1);
    expect(client.state.quotes['JG0001']?.asks).toEqual([{ price: 5010, quantity: 120, orderCount: 2 }]);
    expect(client.state.tickers['JG0001']?.currentPrice).toBe(5000);
    expect(client.state.todayQuotes['JG0001']?.highPrice).toBe(5030);
    leave();
    await until(async () => (await subscriptionCount(marketTopic('JG0001'))) === 0);
  });

  it('사용자로 연결하면 17가지 이벤트를 모두 받는다', async () => {
    const client = open();
    const kinds: LiveEventKind[] = [];
    client.onEvent('*', (event) => kinds.push(event.event));
    client.connect(MEMBER);
    client.watchMarket('JG0001');
    client.watchMarketOperation();
    await until(async () => (await subscriptionCount('/user/queue/events')) === 1 && (await subscriptionCount('/topic/market/operation')) >= 1);
    await until(async () => (await subscriptionCount(marketTopic('JG0001'))) === 1);
    for (const kind of LIVE_EVENT_KINDS) {
      const body = JSON.stringify(LIVE_EVENT_EXAMPLES[kind]);
      if (kind === 'orderbook-snapshot' || kind === 'ticker' || kind === 'market-trade') await control('/publish', { destination: marketTopic('JG0001'), body });
      else if (kind === 'market-operation') await control('/publish', { destination: '/topic/market/operation', body });
      else await control('/publish', { uid: MEMBER.uid, body });
    }
    await until(() => kinds.length === 17);
    expect([...kinds].sort()).toEqual([...LIVE_EVENT_KINDS].sort());
    expect(client.stats().thread).toBe('worker');
    expect(client.state.account?.orderableAmt).toBe(249700);
    expect(client.state.stockBalances['JG0001']?.sellableQty).toBe(20);
    expect(client.state.syncResults['register-account']?.allianceAccountNoRegisterYn).toBe('Y');
  });

  it('서버를 100번 죽였다 살려도 구독은 하나씩 복구되고 중복 수신이 없다', async () => {
    const client = open();
    const received: string[] = [];
    client.onEvent('market-trade', (event) => received.push(event.data.tradeNo));
    client.connect(MEMBER);
    client.watchMarket('JG0001');
    client.watchMarket('JG0001');
    client.watchMarketOperation();
    await until(async () => (await subscriptionCount('/user/queue/events')) === 1 && (await subscriptionCount(marketTopic('JG0001'))) === 1);
    const before = client.stats();
    for (let kill = 1; kill <= 100; kill += 1) {
      await control('/kill');
      await control('/restart');
      await until(() => client.stats().connects === before.connects + kill);
    }
    await until(async () => (await subscriptionCount('/user/queue/events')) === 1);
    const status = await control('');
    expect(status.sessions).toBe(1);
    expect(status.subscriptions).toEqual({ [marketTopic('JG0001')]: 1, '/topic/market/operation': 1, '/user/queue/events': 1 });
    expect(client.stats()).toMatchObject({ destinations: before.destinations, eventListeners: before.eventListeners, statusListeners: before.statusListeners });
    await control('/publish', { destination: marketTopic('JG0001'), body: JSON.stringify(LIVE_EVENT_EXAMPLES['market-trade']) });
    // Delivery on one connection is ordered: once this later trade is in, a duplicate of T1 would be too.
    const marker = { ...LIVE_EVENT_EXAMPLES['market-trade'], data: { ...LIVE_EVENT_EXAMPLES['market-trade'].data, tradeNo: 'T2' } };
    await control('/publish', { destination: marketTopic('JG0001'), body: JSON.stringify(marker) });
    await until(() => received.includes('T2'));
    expect(received).toEqual(['T1', 'T2']);
  }, 90_000);

  it('서버가 멈춰 있으면 2초 뒤에 다시 시도한다', async () => {
    const client = open();
    client.connect();
    await until(() => client.state.status === 'connected');
    const seen: { status: LiveConnectionStatus; at: number }[] = [];
    client.connection.onStatus((status) => seen.push({ status, at: performance.now() }));
    await control('/kill');
    // The drop, then the 100 ms reconnect meeting the dead server: that failed attempt is what
    // starts the 2 s error delay, so the server comes back only once it has been seen.
    await expect.poll(() => seen.map((entry) => entry.status)).toEqual(['retrying', 'connecting', 'retrying']);
    await control('/restart');
    await until(() => client.state.status === 'connected');
    expect(seen.map((entry) => entry.status)).toEqual(['retrying', 'connecting', 'retrying', 'connecting', 'connected']);
    // From the failure to the next attempt: only the retry timer lies between them. A timer counts
    // from the event loop's clock, which can lag the moment the failure was recorded by the work
    // done in between, so it may fire a few ms short of 2 s by our clock; 1.9 s still tells the
    // error delay from the 100 ms reconnect.
    const delay = (seen[3]?.at ?? 0) - (seen[2]?.at ?? 0);
    expect(delay).toBeGreaterThanOrEqual(1_900);
    // The raw WebSocket that met the dead server never opened: the worker handed the connection
    // to the page, whose retry went through sockjs-client (loaded only then).
    expect(client.stats()).toMatchObject({ thread: 'main', transport: 'sockjs' });
  });

  it('워커가 시작하지 못하면 (스크립트가 없으면) 메인 스레드에서 연결해 이벤트를 받는다', async () => {
    const client = createLiveClient({
      url: `${BASE}/ws`,
      // A worker script that is not there: Chromium fires `error` on the Worker, as for a CSP refusal.
      worker: () => new Worker(new URL('/no-such-live-worker.js', location.href), { type: 'module' }),
    });
    clients.push(client);
    client.connect();
    client.watchMarket('JG0001');
    await until(() => client.state.status === 'connected');
    expect(client.stats()).toMatchObject({ thread: 'main', transport: 'websocket' });
    expect(client.stats().workerFallback).toMatch(/^the worker failed to start/);
    await until(async () => (await subscriptionCount(marketTopic('JG0001'))) === 1);
    await control('/publish', { destination: marketTopic('JG0001'), body: JSON.stringify(LIVE_EVENT_EXAMPLES['market-trade']) });
    await until(() => client.state.trades['JG0001']?.length === 1);
  });
});
