import { type LiveEvent, parseLiveEvent } from '@jogak/api-client';
import { Client } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { afterEach, describe, expect, it } from 'vitest';
import { type SandboxHttpServer, createSandboxHttpServer } from '../node';
import { liveSandboxExtension } from './live-extension';

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

function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('timed out'));
      setTimeout(tick, 10);
    };
    tick();
  });
}

/** A real STOMP client that collects every event (and fails the test on an invalid one). */
async function listen(uid: string, destinations: string[]): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const client = new Client({
    webSocketFactory: () => new SockJS(`${base}/ws`, null, { transports: ['websocket'] }),
    connectHeaders: { uid },
    reconnectDelay: 0,
  });
  clients.push(client);
  await new Promise<void>((resolve) => {
    client.onConnect = () => resolve();
    client.activate();
  });
  for (const destination of destinations) {
    client.subscribe(destination, (message) => {
      const result = parseLiveEvent(message.body);
      if (!result.ok) throw new Error(`invalid live event: ${result.problems.join('; ')}`);
      events.push(result.event);
    });
  }
  return events;
}

const kinds = (events: LiveEvent[]) => events.map((event) => event.event);

describe('샌드박스 라이브 확장: 시뮬레이터와 브리지', () => {
  it('구독하면 호가와 시세를 먼저 받고, 시뮬레이터의 주문이 엔진을 거쳐 호가·체결·시세로 나온다', async () => {
    await start();
    const events = await listen('guest', ['/topic/market/JG0001']);
    await until(() => events.length === 2);
    expect(kinds(events)).toEqual(['orderbook-snapshot', 'ticker']);
    const response = await fetch(`${base}/__sandbox/live/simulator`);
    expect(await response.json()).toMatchObject({ running: false, stockCds: ['JG0001'], placed: 0 });
    const simulator = await (await fetch(`${base}/__sandbox/live/simulator`, { method: 'POST', body: JSON.stringify({ ratePerSecond: 200, running: true }) })).json();
    expect(simulator).toMatchObject({ running: true, ratePerSecond: 200 });
    await until(() => events.filter((event) => event.event === 'market-trade').length >= 3);
    await fetch(`${base}/__sandbox/live/simulator`, { method: 'POST', body: JSON.stringify({ running: false }) });
    await new Promise((resolve) => setTimeout(resolve, 100));
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
    const mine = await listen('demo-general', ['/user/queue/events']);
    const other = await listen('demo-pro', ['/user/queue/events']);
    const market = await listen('guest', ['/topic/market/JG0001']);
    await until(() => market.length === 2);
    const bestAsk = state.data.books.get('JG0001')?.bestAsk() ?? 0;
    const response = await fetch(`${base}/main/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stockCd: 'JG0001', side: 'buy', inputPrice: bestAsk, inputNumber: 1, unsuitableConfirmYn: 'Y' }),
    });
    expect(response.status).toBe(200);
    await until(() => kinds(mine).includes('stock-balance-updated') && kinds(mine).includes('trade'));
    expect(kinds(mine)).toEqual(expect.arrayContaining(['order-updated', 'trade', 'account-updated', 'stock-balance-updated', 'notification']));
    const filled = mine.filter((event) => event.event === 'order-updated').at(-1);
    expect(filled?.event === 'order-updated' ? [filled.data.status, filled.data.filledQuantity] : []).toEqual(['FILLED', 1]);
    await until(() => kinds(market).includes('market-trade'));
    expect(other).toEqual([]);
  });

  it('/sync/ 호출의 응답은 그 사용자의 큐로도 온다', async () => {
    await start();
    const { state } = sandbox.sandbox;
    const token = state.login('demo-general').token;
    const mine = await listen('demo-general', ['/user/queue/events']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await fetch(`${base}/main/v1/account/sync/contract-account-list`, { headers: { authorization: `Bearer ${token}` } });
    const json: unknown = await answer.json();
    await until(() => mine.length === 1);
    expect(mine[0]).toEqual({ event: 'contract-accounts', data: json });
  });

  it('장 마감 시각이 되면 market-operation 이벤트가 나간다', async () => {
    await start();
    const operation = await listen('guest', ['/topic/market/operation']);
    await until(() => operation.length === 1);
    expect(operation[0]?.data).toMatchObject({ marketOpenYn: 'Y', dealBeginHour: 9, dealEndingHour: 16, stdAt: '20250304', dayOffYn: 'N' });
    sandbox.sandbox.state.clock.set('2025-03-04T16:00:00+09:00');
    sandbox.sandbox.state.sync();
    await until(() => operation.length === 2);
    expect(operation[1]?.data).toMatchObject({ marketOpenYn: 'N' });
  });
});
