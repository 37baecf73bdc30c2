import { type LiveEvent, parseLiveEvent } from '@jogak/api-client';
import { describe, expect, it } from 'vitest';
import { priceLimits } from '../model/market/trading';
import { createSandboxState } from '../model/state';
import { connectLiveBridge, marketStateOf } from './live-bridge';
import { createStompBroker, type StompTransport } from './stomp-broker';

const FRIDAY_10AM = '2025-03-07T10:00:00+09:00';

/**
 * A STOMP session on the broker, held in memory: a guest, or the member of `token`; it subscribes
 * to `destinations` and collects the events of the MESSAGE frames written to it (the broker
 * answers synchronously).
 */
function liveSession(broker: ReturnType<typeof createStompBroker>, destinations: string[], token?: string): LiveEvent[] {
  const events: LiveEvent[] = [];
  let send: (text: string) => void = () => undefined;
  const transport: StompTransport = {
    write(text) {
      for (const frame of text.split('\0')) {
        const command = frame.trimStart().split('\n', 1)[0];
        if (command !== 'MESSAGE') continue;
        const parsed = parseLiveEvent(frame.slice(frame.indexOf('\n\n') + 2));
        if (!parsed.ok) throw new Error(`invalid live message: ${parsed.problems.join(', ')}`);
        events.push(parsed.event);
      }
    },
    close: () => undefined,
    on(event: 'data' | 'close', listener: (text: string) => void) {
      if (event === 'data') send = listener;
    },
  };
  broker.accept(transport);
  const authorization = token ? `Authorization:Bearer ${token}\n` : '';
  send(`CONNECT\naccept-version:1.2\nhost:sandbox\nheart-beat:0,0\n${authorization}\n\0`);
  destinations.forEach((destination, index) => send(`SUBSCRIBE\nid:${index}\ndestination:${destination}\n\n\0`));
  return events;
}

describe('connectLiveBridge: 날이 바뀔 때', () => {
  it('금요일에서 토요일로 넘어가면 구독 중인 시장에 새 전일 종가와 가격 제한, 0주의 시세를, 장 운영 토픽에 토요일 휴장일을 보낸다', () => {
    const state = createSandboxState({ now: FRIDAY_10AM });
    // A trade on Friday moves the price, so Saturday's reference price differs from Friday's.
    state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_440, quantity: 10 });
    expect(state.data.stocks.get('JG0001')).toMatchObject({ currentPrice: 5_440, basePrice: 5_430, volume: 10 });
    const broker = createStompBroker({ serverHeartbeatMs: 0 });
    const stop = connectLiveBridge(state, broker);
    const events = liveSession(broker, ['/topic/market/JG0001', '/topic/market/operation']);

    state.clock.set('2025-03-08T00:10:00+09:00');
    state.sync();

    const tickers = events.flatMap((event) => (event.event === 'ticker' ? [event.data] : []));
    const { upper, lower } = priceLimits(5_440);
    expect(tickers).toEqual([
      expect.objectContaining({
        stockCd: 'JG0001',
        currentPrice: 5_440,
        prevClosePrice: 5_440,
        changePrice: 0,
        changeRate: 0,
        openPrice: 5_440,
        highPrice: 5_440,
        lowPrice: 5_440,
        upperLimitPrice: upper,
        lowerLimitPrice: lower,
        tradeQty: 0,
        tradeAmt: 0,
        updatedAt: '2025-03-08T00:10:00+09:00',
      }),
    ]);
    const operations = events.flatMap((event) => (event.event === 'market-operation' ? [event.data] : []));
    expect(operations).toEqual([{ stdAt: '20250308', dayOffYn: 'Y', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'N' }]);
    stop();
    broker.closeAll();
  });

  it('같은 날 안의 sync는 시세도 장 운영도 다시 보내지 않고, 자정을 넘긴 sync만 보낸다', () => {
    const state = createSandboxState({ now: FRIDAY_10AM });
    const broker = createStompBroker({ serverHeartbeatMs: 0 });
    const stop = connectLiveBridge(state, broker);
    const events = liveSession(broker, ['/topic/market/JG0001', '/topic/market/operation']);
    state.clock.set('2025-03-07T11:00:00+09:00');
    state.sync();
    expect(events).toEqual([]);
    state.clock.set('2025-03-08T00:00:00+09:00');
    state.sync();
    expect(events.map((event) => event.event)).toEqual(['orderbook-snapshot', 'ticker', 'market-operation']);
    stop();
    broker.closeAll();
  });
});

describe('connectLiveBridge: 계좌 금액', () => {
  it('청약을 취소한 날의 account-updated 는 환불 대기 증거금을 pendingSubscriptionAmt 로 보내고, 다음 날 정산에 예치금으로 옮긴다', () => {
    const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
    const broker = createStompBroker({ serverHeartbeatMs: 0, authenticate: (token) => state.memberIdForToken(token) });
    const stop = connectLiveBridge(state, broker);
    const events = liveSession(broker, ['/user/queue/events'], state.login('demo-general').token);
    const accounts = () => events.flatMap((event) => (event.event === 'account-updated' ? [event.data] : []));

    state.cancelSubscription('demo-general', '108');
    expect(accounts()).toEqual([{ accountNo: '7010100001', depositAmt: 2_750_000, withdrawableAmt: 2_750_000, orderableAmt: 2_750_000, pendingSubscriptionAmt: 500_000 }]);
    state.clock.set('2025-03-05T09:00:00+09:00');
    state.sync();
    expect(accounts().at(-1)).toEqual({ accountNo: '7010100001', depositAmt: 3_250_000, withdrawableAmt: 3_250_000, orderableAmt: 3_250_000, pendingSubscriptionAmt: 0 });
    stop();
    broker.closeAll();
  });
});

describe('marketStateOf: 시세의 등락률', () => {
  it.each([
    { basePrice: 8_000, currentPrice: 8_010, changeRate: 0.13 },
    { basePrice: 8_000, currentPrice: 7_990, changeRate: -0.13 },
    { basePrice: 4_000, currentPrice: 4_005, changeRate: 0.13 },
    { basePrice: 4_000, currentPrice: 3_995, changeRate: -0.13 },
  ])('전일 종가 $basePrice원, 현재가 $currentPrice원이면 $changeRate % (오르든 내리든 같은 크기)', ({ basePrice, currentPrice, changeRate }) => {
    const state = createSandboxState({ now: FRIDAY_10AM });
    const stock = state.data.stocks.get('JG0001');
    if (!stock) throw new Error('no stock JG0001');
    stock.basePrice = basePrice;
    stock.currentPrice = currentPrice;

    const ticker = marketStateOf(state, 'JG0001').find((event) => event.event === 'ticker');

    expect(ticker?.data).toMatchObject({ currentPrice, prevClosePrice: basePrice, changePrice: currentPrice - basePrice, changeRate });
  });
});
