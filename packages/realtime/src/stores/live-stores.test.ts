import type { LiveEvent, LiveOrderStatus } from '@jogak/api-client';
import { describe, expect, it } from 'vitest';
import { snapshot, subscribe } from 'valtio';
import { MY_ITEMS_KEPT, applyLiveEvents, clearUserState, createLiveState, forgetMarket } from './live-stores';

const AT = '2025-03-04T10:15:30+09:00';

function book(bestAsk: number): LiveEvent {
  return {
    event: 'orderbook-snapshot',
    data: { stockCd: 'JG0001', asks: [{ price: bestAsk, quantity: 10, orderCount: 1 }], bids: [{ price: 4990, quantity: 5, orderCount: 1 }], updatedAt: AT },
  };
}

function ticker(currentPrice: number): LiveEvent {
  return {
    event: 'ticker',
    data: {
      stockCd: 'JG0001', name: '역삼 센트럴 타워', currentPrice, prevClosePrice: 4950, changePrice: currentPrice - 4950, changeRate: 1.01,
      openPrice: 4960, highPrice: 5030, lowPrice: 4940, upperLimitPrice: 6430, lowerLimitPrice: 3470, tradeQty: 12, tradeAmt: 60000, updatedAt: AT,
    },
  };
}

function marketTrade(tradeNo: string): LiveEvent {
  return { event: 'market-trade', data: { stockCd: 'JG0001', tradeNo, price: 5000, quantity: 1, side: 'buy', tradedAt: AT } };
}

/** An order of one share, `orderedAt` seconds after 10:00. */
function order(orderNo: string, status: LiveOrderStatus, secondsAfterTen = 0): LiveEvent {
  const orderedAt = new Date(Date.parse('2025-03-04T10:00:00+09:00') + secondsAfterTen * 1_000).toISOString();
  const filled = status === 'FILLED' ? 1 : 0;
  return {
    event: 'order-updated',
    data: {
      orderNo, stockCd: 'JG0001', name: '역삼', side: 'buy', price: 5000, quantity: 1, filledQuantity: filled, remainingQuantity: 1 - filled,
      avgFilledPrice: filled ? 5000 : null, fee: 0, status, orderedAt, updatedAt: orderedAt,
    },
  };
}

describe('applyLiveEvents', () => {
  it('한 묶음의 호가와 시세는 마지막 것만 반영하고 오늘 시세와 종목 목록도 채운다', () => {
    const state = createLiveState();
    applyLiveEvents(state, [book(5010), ticker(5000), book(5020), ticker(5010)]);
    expect(state.quotes['JG0001']?.asks).toEqual([{ price: 5020, quantity: 10, orderCount: 1 }]);
    expect(state.tickers['JG0001']?.currentPrice).toBe(5010);
    expect(state.todayQuotes['JG0001']).toEqual({
      stockCd: 'JG0001', prevClosePrice: 4950, openPrice: 4960, highPrice: 5030, lowPrice: 4940, upperLimitPrice: 6430, lowerLimitPrice: 3470, tradeQty: 12, tradeAmt: 60000,
    });
    expect(state.marketStocks['JG0001']).toEqual({ stockCd: 'JG0001', name: '역삼 센트럴 타워', currentPrice: 5010, changePrice: 60, changeRate: 1.01, tradeQty: 12, updatedAt: AT });
  });

  it('체결은 최신순으로 50개까지 남긴다', () => {
    const state = createLiveState();
    applyLiveEvents(state, Array.from({ length: 30 }, (_, n) => marketTrade(`T${n}`)));
    applyLiveEvents(state, Array.from({ length: 30 }, (_, n) => marketTrade(`T${n + 30}`)));
    expect(state.trades['JG0001']).toHaveLength(50);
    expect(state.trades['JG0001']?.[0]?.tradeNo).toBe('T59');
    expect(state.trades['JG0001']?.[49]?.tradeNo).toBe('T10');
  });

  it('주문, 계좌, 잔고, 알림, 비동기 응답을 반영하고 다 판 종목은 지운다', () => {
    const state = createLiveState();
    applyLiveEvents(state, [
      {
        event: 'order-updated',
        data: {
          orderNo: 'O1', stockCd: 'JG0001', name: '역삼', side: 'sell', price: 5000, quantity: 3, filledQuantity: 2, remainingQuantity: 1,
          avgFilledPrice: 5000, fee: 30, status: 'PARTIAL', orderedAt: AT, updatedAt: AT,
        },
      },
      {
        event: 'stock-balance-updated',
        data: { stockCd: 'JG0001', name: '역삼', thumbImgUrl: null, holdQty: 3, sellableQty: 0, avgBuyPrice: 4900, currentPrice: 5000, buyAmt: 14700, evalAmt: 15000, profitAmt: 300, profitRate: 2.04 },
      },
      {
        event: 'stock-balance-updated',
        data: { stockCd: 'JG0001', name: '역삼', thumbImgUrl: null, holdQty: 0, sellableQty: 0, avgBuyPrice: 0, currentPrice: 5000, buyAmt: 0, evalAmt: 0, profitAmt: 0, profitRate: 0 },
      },
      { event: 'withdrawal-complete', data: { dealAt: '2025-03-04', dealSeq: 1, dealAmt: 5000, depositAmt: 0, withdrawableAmt: 0 } },
      { event: 'notification', data: { id: 1, category: 'TRADE', title: '매도 체결', contents: '3주', linkPath: '/market/JG0001', checkYn: 'N', createdAt: AT } },
    ]);
    expect(state.orders['O1']?.status).toBe('PARTIAL');
    expect(state.stockBalances).toEqual({});
    expect(state.syncResults['withdrawal-complete']?.dealAmt).toBe(5000);
    expect(state.notifications.map((item) => item.id)).toEqual([1]);
    clearUserState(state);
    expect(state.orders).toEqual({});
    expect(state.notifications).toEqual([]);
    expect(state.syncResults).toEqual({});
  });

  it('주문은 아직 열린 것만 남긴다: 다 체결되거나 취소된 주문은 빠진다', () => {
    const state = createLiveState();
    applyLiveEvents(state, [order('O1', 'OPEN'), order('O2', 'OPEN'), order('O3', 'FILLED')]);
    expect(Object.keys(state.orders).sort()).toEqual(['O1', 'O2']);
    applyLiveEvents(state, [order('O1', 'PARTIAL'), order('O2', 'CANCELLED')]);
    expect(Object.keys(state.orders)).toEqual(['O1']);
    applyLiveEvents(state, [order('O1', 'FILLED')]);
    expect(state.orders).toEqual({});
  });

  it(`열린 주문도 ${MY_ITEMS_KEPT}개까지만 남기고 가장 오래된 주문부터 뺀다`, () => {
    const state = createLiveState();
    // The newest order comes first and the oldest last: what goes is the oldest by orderedAt.
    applyLiveEvents(state, [order('newest', 'OPEN', MY_ITEMS_KEPT + 1)]);
    applyLiveEvents(state, Array.from({ length: MY_ITEMS_KEPT - 1 }, (_, n) => order(`O${n + 1}`, 'OPEN', n + 1)));
    applyLiveEvents(state, [order('oldest', 'OPEN', 0)]);
    expect(Object.keys(state.orders)).toHaveLength(MY_ITEMS_KEPT);
    expect(state.orders['oldest']).toBeUndefined();
    expect(state.orders['newest']?.status).toBe('OPEN');
    expect(state.orders['O1']?.status).toBe('OPEN');
  });

  it('한 묶음은 valtio 구독자에게 한 번만 알린다', async () => {
    const state = createLiveState();
    let notified = 0;
    subscribe(state, () => (notified += 1));
    applyLiveEvents(state, [book(5010), ticker(5000), marketTrade('T1'), marketTrade('T2'), book(5020)]);
    await Promise.resolve();
    await Promise.resolve();
    expect(notified).toBe(1);
  });

  it('시장 데이터는 받은 값 그대로 (프록시로 감싸지 않고) 두고, 바뀌면 구독자에게 알린다', async () => {
    const state = createLiveState();
    const first = book(5010);
    applyLiveEvents(state, [first, ticker(5000), marketTrade('T1')]);
    expect(state.quotes['JG0001']).toBe(first.data);
    let notified = 0;
    subscribe(state, () => (notified += 1));
    const second = book(5020);
    applyLiveEvents(state, [second]);
    await Promise.resolve();
    await Promise.resolve();
    expect(notified).toBe(1);
    expect(state.quotes['JG0001']).toBe(second.data);
    expect(snapshot(state).quotes['JG0001']?.asks[0]?.price).toBe(5020);
  });
});

describe('forgetMarket', () => {
  it('그 시장의 호가, 시세, 오늘 시세, 목록 행, 체결만 지우고 다른 시장과 사용자 데이터는 남긴다', () => {
    const state = createLiveState();
    const other: LiveEvent = { event: 'market-trade', data: { stockCd: 'JG0002', tradeNo: 'T9', price: 10_450, quantity: 1, side: 'sell', tradedAt: AT } };
    applyLiveEvents(state, [book(5010), ticker(5000), marketTrade('T1'), other, { event: 'notification', data: { id: 1, category: 'TRADE', title: '매수 체결', contents: '1주', linkPath: null, checkYn: 'N', createdAt: AT } }]);
    forgetMarket(state, 'JG0001');
    expect(state.quotes['JG0001']).toBeUndefined();
    expect(state.tickers['JG0001']).toBeUndefined();
    expect(state.todayQuotes['JG0001']).toBeUndefined();
    expect(state.marketStocks['JG0001']).toBeUndefined();
    expect(state.trades['JG0001']).toBeUndefined();
    expect(state.trades['JG0002']?.map((trade) => trade.tradeNo)).toEqual(['T9']);
    expect(state.notifications).toHaveLength(1);
  });
});
