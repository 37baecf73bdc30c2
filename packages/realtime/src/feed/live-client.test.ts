// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_EXAMPLES } from '../../test/live-event-examples';
import type { LiveWorker, PageMessage, WorkerMessage } from '../worker/protocol';
import { createLiveClient } from './live-client';

const ENDPOINT = 'http://127.0.0.1:9/ws';
/** Queued events are applied only when the test calls `flush()`. */
const byHand = () => () => undefined;

/** A worker the test speaks for: what the page posts is kept, the test answers by hand. */
function scriptedWorker() {
  const sent: PageMessage[] = [];
  const listeners: ((event: { data: WorkerMessage }) => void)[] = [];
  const worker: LiveWorker = {
    postMessage: (message) => sent.push(message),
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') listeners.push(listener as (event: { data: WorkerMessage }) => void);
    },
    terminate: () => undefined,
  };
  return { worker, sent, answer: (message: WorkerMessage) => listeners.forEach((listener) => listener({ data: message })) };
}

describe('createLiveClient가 연결을 어디서 돌릴지', () => {
  it('Worker가 없는 곳(Node)에서는 메인 스레드에서 돌린다', () => {
    const client = createLiveClient({ url: ENDPOINT });
    expect(client.stats()).toMatchObject({ thread: 'main', workerFallback: null });
  });

  it('transports나 socketFactory를 주면 worker를 줘도 메인 스레드에서 돌린다', () => {
    let started = 0;
    const start = () => {
      started += 1;
      return scriptedWorker().worker;
    };
    expect(createLiveClient({ url: ENDPOINT, transports: ['websocket'], worker: start }).stats().thread).toBe('main');
    expect(createLiveClient({ url: ENDPOINT, webSocket: null, worker: start }).stats().thread).toBe('main');
    expect(createLiveClient({ url: ENDPOINT, worker: false }).stats().thread).toBe('main');
    expect(started).toBe(0);
  });

  it('워커가 보낸 묶음을 프레임에 한 번 상태에 반영하고 onEvent에 넘긴다', async () => {
    const scripted = scriptedWorker();
    const client = createLiveClient({ url: ENDPOINT, worker: () => scripted.worker, scheduleFlush: byHand });
    const seen: string[] = [];
    client.onEvent('*', (event) => seen.push(event.event));
    client.connect({ uid: 'demo-general', token: 'token-a' });
    const leave = client.watchMarket('JG0001');
    expect(scripted.sent).toEqual([
      { type: 'start', url: ENDPOINT },
      { type: 'subscribe', destination: '/user/queue/events' },
      { type: 'connect', uid: 'demo-general', token: 'token-a', epoch: 1 },
      { type: 'subscribe', destination: '/topic/market/JG0001' },
    ]);
    scripted.answer({ type: 'ready' });
    scripted.answer({ type: 'state', status: 'connected', connects: 1, transport: 'websocket', subscribed: ['/user/queue/events', '/topic/market/JG0001'] });
    scripted.answer({
      type: 'events',
      epoch: 1,
      events: [
        ['/topic/market/JG0001', LIVE_EVENT_EXAMPLES['orderbook-snapshot']],
        ['/topic/market/JG0001', LIVE_EVENT_EXAMPLES.ticker],
        ['/user/queue/events', LIVE_EVENT_EXAMPLES['account-updated']],
      ],
    });
    expect(client.state.tickers['JG0001']).toBeUndefined();
    expect(client.stats().pending).toBe(3);
    client.flush();
    expect(client.state.status).toBe('connected');
    expect(client.state.tickers['JG0001']?.currentPrice).toBe(5000);
    expect(client.state.account?.orderableAmt).toBe(249700);
    expect(seen).toEqual(['orderbook-snapshot', 'ticker', 'account-updated']);
    expect(client.stats()).toMatchObject({ thread: 'worker', connects: 1, flushes: 1, destinations: { '/topic/market/JG0001': { refs: 1, subscribed: true } } });
    leave();
    expect(scripted.sent.at(-1)).toEqual({ type: 'unsubscribe', destination: '/topic/market/JG0001' });
    const disconnected = client.disconnect();
    expect(scripted.sent.at(-1)).toEqual({ type: 'disconnect', id: 1 });
    scripted.answer({ type: 'done', id: 1 });
    await disconnected;
    expect(client.state.status).toBe('idle');
    expect(client.state.account).toBeNull();
  });

  it('회원이 바뀌면 아직 프레임을 기다리던 앞 회원의 이벤트도 버리고, 시세는 그대로 반영한다', () => {
    const scripted = scriptedWorker();
    const client = createLiveClient({ url: ENDPOINT, worker: () => scripted.worker, scheduleFlush: byHand });
    const seen: string[] = [];
    client.onEvent('*', (event) => seen.push(event.event));
    client.connect({ uid: 'demo-general', token: 'token-a' });
    client.watchMarket('JG0001');
    scripted.answer({
      type: 'events',
      epoch: 1,
      events: [
        ['/user/queue/events', LIVE_EVENT_EXAMPLES['account-updated']],
        ['/topic/market/JG0001', LIVE_EVENT_EXAMPLES.ticker],
        ['/user/queue/events', LIVE_EVENT_EXAMPLES.trade],
      ],
    });
    client.connect({});
    client.flush();
    expect(client.state.account).toBeNull();
    expect(client.state.myTrades).toEqual([]);
    expect(client.state.tickers['JG0001']?.currentPrice).toBe(5000);
    expect(seen).toEqual(['ticker']);
  });

  it('워커가 토큰 거절을 알리면 사용자 데이터를 지우고 게스트가 된다', () => {
    const scripted = scriptedWorker();
    const client = createLiveClient({ url: ENDPOINT, worker: () => scripted.worker, scheduleFlush: byHand });
    client.connect({ uid: 'demo-general', token: 'token-a' });
    scripted.answer({ type: 'events', epoch: 1, events: [['/user/queue/events', LIVE_EVENT_EXAMPLES['account-updated']]] });
    client.flush();
    expect(client.state.account?.accountNo).toBe('27012345601');
    scripted.answer({ type: 'refused', epoch: 1, refusal: { code: 'UNAUTHORIZED', message: 'logged out' } });
    expect(client.state.account).toBeNull();
    expect(client.connection.signedIn).toBe(false);
    expect(client.connection.uid).toBe('guest');
  });
});

describe('createLiveClient가 아무도 보지 않는 시장의 시세를 어떻게 다루는지', () => {
  const MARKET = '/topic/market/JG0001';

  it('시장의 마지막 구독이 끝나면 호가, 시세, 오늘 시세, 목록 행, 체결을 지우고 프레임을 기다리던 것도 버린다', () => {
    const scripted = scriptedWorker();
    const client = createLiveClient({ url: ENDPOINT, worker: () => scripted.worker, scheduleFlush: byHand });
    client.connect();
    const leaveHeader = client.watchMarket('JG0001');
    const leaveBook = client.watchMarket('JG0001');
    scripted.answer({
      type: 'events',
      epoch: 1,
      events: [
        [MARKET, LIVE_EVENT_EXAMPLES['orderbook-snapshot']],
        [MARKET, LIVE_EVENT_EXAMPLES.ticker],
        [MARKET, LIVE_EVENT_EXAMPLES['market-trade']],
      ],
    });
    client.flush();
    leaveHeader();
    expect(client.state.tickers['JG0001']?.currentPrice).toBe(5000);

    scripted.answer({ type: 'events', epoch: 1, events: [[MARKET, LIVE_EVENT_EXAMPLES.ticker]] });
    expect(client.stats().pending).toBe(1);
    leaveBook();
    expect(client.stats().pending).toBe(0);
    client.flush();
    expect(client.state.quotes['JG0001']).toBeUndefined();
    expect(client.state.tickers['JG0001']).toBeUndefined();
    expect(client.state.todayQuotes['JG0001']).toBeUndefined();
    expect(client.state.marketStocks['JG0001']).toBeUndefined();
    expect(client.state.trades['JG0001']).toBeUndefined();

    client.watchMarket('JG0001');
    expect(client.state.tickers['JG0001']).toBeUndefined();
    scripted.answer({ type: 'events', epoch: 1, events: [[MARKET, LIVE_EVENT_EXAMPLES.ticker]] });
    client.flush();
    expect(client.state.tickers['JG0001']?.currentPrice).toBe(5000);
  });

  it('disconnect 전에 받은 구독을 나중에 놓아도 그 뒤에 새로 시작한 구독의 시세는 남는다', async () => {
    const scripted = scriptedWorker();
    const client = createLiveClient({ url: ENDPOINT, worker: () => scripted.worker, scheduleFlush: byHand });
    client.connect();
    const leaveBefore = client.watchMarket('JG0001');
    scripted.answer({ type: 'ready' });
    const disconnected = client.disconnect();
    scripted.answer({ type: 'done', id: 1 });
    await disconnected;
    client.connect();
    client.watchMarket('JG0001');
    scripted.answer({ type: 'events', epoch: 1, events: [[MARKET, LIVE_EVENT_EXAMPLES.ticker]] });
    client.flush();
    leaveBefore();
    expect(client.state.tickers['JG0001']?.currentPrice).toBe(5000);
  });

  it('장 운영 구독을 마지막으로 놓으면 실시간 장 운영 상태를 지운다', () => {
    const scripted = scriptedWorker();
    const client = createLiveClient({ url: ENDPOINT, worker: () => scripted.worker, scheduleFlush: byHand });
    client.connect();
    const leaveBanner = client.watchMarketOperation();
    const leaveScreen = client.watchMarketOperation();
    scripted.answer({ type: 'events', epoch: 1, events: [['/topic/market/operation', LIVE_EVENT_EXAMPLES['market-operation']]] });
    client.flush();
    leaveBanner();
    expect(client.state.marketOperation?.stdAt).toBe('20250304');
    leaveScreen();
    expect(client.state.marketOperation).toBeNull();
  });
});

describe('createLiveClient가 끊긴 연결을 알리는 방법 (interrupted)', () => {
  const stateOf = (status: 'connecting' | 'connected' | 'retrying'): WorkerMessage => ({ type: 'state', status, connects: 1, transport: 'websocket', subscribed: [] });

  it('연결이 끊기거나 시도가 실패하면 다시 연결될 때까지, 재시도 중의 connecting에도 끊김으로 둔다', () => {
    const scripted = scriptedWorker();
    const client = createLiveClient({ url: ENDPOINT, worker: () => scripted.worker, scheduleFlush: byHand });
    client.connect();
    scripted.answer({ type: 'ready' });
    scripted.answer(stateOf('connecting'));
    expect(client.state.interrupted).toBe(false);
    scripted.answer(stateOf('connected'));
    expect(client.state.interrupted).toBe(false);
    scripted.answer(stateOf('retrying'));
    expect(client.state.interrupted).toBe(true);
    scripted.answer(stateOf('connecting'));
    expect(client.state.interrupted).toBe(true);
    scripted.answer(stateOf('retrying'));
    expect(client.state.interrupted).toBe(true);
    scripted.answer(stateOf('connected'));
    expect(client.state.interrupted).toBe(false);
  });

  it('일부러 다시 연결할 때(회원 변경, 포그라운드)의 connecting은 끊김이 아니다', () => {
    const scripted = scriptedWorker();
    const client = createLiveClient({ url: ENDPOINT, worker: () => scripted.worker, scheduleFlush: byHand });
    client.connect();
    scripted.answer({ type: 'ready' });
    scripted.answer(stateOf('connected'));
    scripted.answer(stateOf('connecting'));
    expect(client.state.interrupted).toBe(false);
  });
});
