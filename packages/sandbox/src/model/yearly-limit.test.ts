import { describe, expect, it } from 'vitest';
import { createSandboxState } from './state';

/** A Tuesday two days before the year ends; offering 109's window (6 days) runs into 2026. */
const DECEMBER_30 = '2025-12-30T10:00:00+09:00';
/** The first trading day of 2026 (Thursday the 1st is a holiday). */
const JANUARY_2 = '2026-01-02T10:00:00+09:00';

describe('연간 투자한도는 청약·주문한 해의 것으로 돌려준다', () => {
  it('12월에 청약한 109를 1월에 취소해도 1월의 남은 한도는 그대로다', () => {
    const state = createSandboxState({ now: DECEMBER_30 });
    const offering = state.data.offerings.find((item) => item.id === '109');
    expect(offering?.subsEndAt.startsWith('2026-')).toBe(true);
    const fullLimit = state.remainingYearlyLimit('demo-income');
    state.applySubscription('demo-income', '109', 400);
    expect(state.remainingYearlyLimit('demo-income')).toBe((fullLimit ?? 0) - 2_000_000);

    state.clock.set(JANUARY_2);
    state.sync();
    const ask = state.orderBook('JG0001').asks[0];
    if (!ask) throw new Error('JG0001 has no ask');
    state.placeOrder('demo-income', { stockCd: 'JG0001', side: 'buy', price: ask.price, quantity: 10 });
    const beforeCancel = state.remainingYearlyLimit('demo-income');
    expect(beforeCancel).toBeLessThan(40_000_000);

    state.cancelSubscription('demo-income', '109');
    expect(state.remainingYearlyLimit('demo-income')).toBe(beforeCancel);
    expect(state.data.accounts.get('demo-income')?.investedByYear.get(2025)).toBe(40_000_000 - (fullLimit ?? 0));
  });

  it('12월에 낸 매수 주문이 1월에 만료되면 한도는 12월의 해로 돌아가고 1월의 한도는 그대로다', () => {
    const state = createSandboxState({ now: '2025-12-30T15:00:00+09:00' });
    const usedIn2025 = state.data.accounts.get('demo-income')?.investedByYear.get(2025);
    const bid = state.orderBook('JG0001').bids[0];
    if (!bid) throw new Error('JG0001 has no bid');
    state.placeOrder('demo-income', { stockCd: 'JG0001', side: 'buy', price: bid.price, quantity: 10 });

    state.clock.set(JANUARY_2);
    state.sync();
    expect(state.data.orders.size).toBeGreaterThan(0);
    expect([...state.data.orders.values()].find((order) => order.memberId === 'demo-income')?.status).toBe('CANCELLED');
    expect(state.remainingYearlyLimit('demo-income')).toBe(40_000_000);
    expect(state.data.accounts.get('demo-income')?.investedByYear.get(2025)).toBe(usedIn2025);
  });
});
