import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { isHoliday, isWeekend, KOREAN_HOLIDAYS } from './calendar';
import { refusalCode } from '../../test/refusal-code';
import type { AccountSummary } from './events';
import { createSandboxState, type SandboxState } from './state';
import type { Account } from './types';

const TUESDAY_10AM = '2025-03-04T10:00:00+09:00';

function accountOf(state: SandboxState, memberId: string): Account {
  const account = state.data.accounts.get(memberId);
  if (!account) throw new Error(`no account for ${memberId}`);
  return account;
}

/** Oldest first, every line's balance after is the one before plus its amount, from 0 to today's cash. */
function expectBalancesChain(account: Account): void {
  let balance = 0;
  for (const line of [...account.history].reverse()) {
    balance += line.amount;
    expect({ line: `${line.kind} ${line.description} ${line.occurredAt}`, balanceAfter: line.balanceAfter }).toEqual({ line: `${line.kind} ${line.description} ${line.occurredAt}`, balanceAfter: balance });
    expect(line.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(balance).toBe(account.cash);
}

function expectTotal(summary: AccountSummary): void {
  expect(summary.totalAssetAmount).toBe(summary.cash + summary.evaluationAmount + summary.subscriptionAmount);
}

describe('청약 증거금은 청약할 때 예치금에서 나간다', () => {
  it('청약하면 예수금이 줄고, SUBSCRIBE 줄의 잔액도 줄어든 예수금이다. 총 자산은 그대로다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    const before = state.account('demo-income');
    expect(before).toMatchObject({ cash: 12_000_000, withdrawableAmount: 12_000_000, subscriptionAmount: 0 });

    state.applySubscription('demo-income', '109', 100);

    const after = state.account('demo-income');
    expect(after).toMatchObject({ cash: 11_500_000, withdrawableAmount: 11_500_000, orderableAmount: 11_500_000, reservedForSubscriptions: 500_000, subscriptionAmount: 500_000 });
    expect(after.totalAssetAmount).toBe(before.totalAssetAmount);
    expectTotal(after);
    const account = accountOf(state, 'demo-income');
    expect(account.history[0]).toMatchObject({ kind: 'SUBSCRIPTION_APPLY', amount: -500_000, balanceAfter: 11_500_000 });
    expectBalancesChain(account);
  });

  it('증거금이 예수금에서 미체결 매수 주문에 묶인 돈을 뺀 것보다 많으면 INSUFFICIENT_FUND', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    // Below the best ask (5,440): the order rests and keeps its money set aside.
    state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: 5_410, quantity: 100 });
    const { withdrawableAmount, cash } = state.account('demo-general');
    expect(withdrawableAmount).toBeLessThan(cash);
    const units = Math.floor(withdrawableAmount / 5_000);
    expect(refusalCode(() => state.applySubscription('demo-general', '109', units + 1))).toBe('INSUFFICIENT_FUND');
    expect(state.applySubscription('demo-general', '109', units)).toMatchObject({ status: 'APPLIED' });
  });

  it('취소한 날은 출금 가능 금액이 그대로이고 환불 대기로 남으며, 다음 영업일 아침 첫 동기화에 한 번만 SUBSCRIBE_CANCEL 로 돌아온다', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    const account = accountOf(state, 'demo-general');
    const before = state.account('demo-general');
    const newestBefore = account.history[0];

    state.cancelSubscription('demo-general', '108');

    const cancelled = state.account('demo-general');
    expect(cancelled).toMatchObject({ cash: 2_750_000, withdrawableAmount: 2_750_000, reservedForSubscriptions: 0, pendingSubscriptionRefunds: 500_000, subscriptionAmount: 500_000 });
    expect(cancelled.totalAssetAmount).toBe(before.totalAssetAmount);
    expectTotal(cancelled);
    expect(account.history[0]).toBe(newestBefore);

    // Still the cancellation's Seoul day: nothing is paid yet.
    state.clock.set('2025-03-04T23:59:00+09:00');
    state.sync();
    expect(state.account('demo-general')).toMatchObject({ cash: 2_750_000, pendingSubscriptionRefunds: 500_000 });

    const updates: AccountSummary[] = [];
    state.events.on('account-updated', ({ memberId, account: summary }) => {
      if (memberId === 'demo-general') updates.push(summary);
    });
    state.clock.set('2025-03-05T00:30:00+09:00');
    state.sync();
    state.sync();
    state.clock.set('2025-03-06T10:00:00+09:00');
    state.sync();

    const settled = state.account('demo-general');
    expect(settled).toMatchObject({ cash: 3_250_000, withdrawableAmount: 3_250_000, pendingSubscriptionRefunds: 0, subscriptionAmount: 0 });
    expect(settled.totalAssetAmount).toBe(before.totalAssetAmount);
    expect(updates).toEqual([expect.objectContaining({ cash: 3_250_000, subscriptionAmount: 0 })]);
    const refunds = account.history.filter((line) => line.kind === 'SUBSCRIPTION_CANCEL');
    expect(refunds).toEqual([expect.objectContaining({ amount: 500_000, balanceAfter: 3_250_000, stockCd: 'JG0008', occurredAt: '2025-03-05T00:30:00+09:00' })]);
    expect(state.data.subscriptions.find((sub) => sub.offeringId === '108')?.refundPaidAt).toBe('2025-03-05T00:30:00+09:00');
    expectBalancesChain(account);
  });

  it('배정일에 묶인 증거금이 풀리고, 배정되지 않은 몫만 REFUND 로 들어온다 (ALLOT 줄은 0원)', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    state.applySubscription('demo-income', '109', 100);
    const offering = state.data.offerings.find((item) => item.id === '109');
    if (!offering) throw new Error('no offering 109');
    // Twice oversubscribed: half of every application is allotted.
    offering.totalScrQty = offering.totalOfferingQty * 2;

    state.clock.set(offering.putAt);
    state.sync();

    const account = accountOf(state, 'demo-income');
    expect(state.account('demo-income')).toMatchObject({ cash: 11_750_000, reservedForSubscriptions: 0, subscriptionAmount: 0 });
    expect(account.holdings.get('JG0009')).toMatchObject({ quantity: 50, averagePrice: 5_000 });
    const [refund, allot] = account.history;
    expect(allot).toMatchObject({ kind: 'ALLOTMENT', amount: 0, quantity: 50, balanceAfter: 11_500_000 });
    expect(refund).toMatchObject({ kind: 'SUBSCRIPTION_REFUND', amount: 250_000, balanceAfter: 11_750_000 });
    expectBalancesChain(account);
  });

  it('몫이 딱 나누어떨어지면 그 수량이 모두 배정된다: 355주 × 1,350,000 ÷ 1,917,000 = 250주, 105주만 환불', () => {
    const state = createSandboxState({ now: TUESDAY_10AM });
    state.applySubscription('demo-income', '109', 355);
    const offering = state.data.offerings.find((item) => item.id === '109');
    if (!offering) throw new Error('no offering 109');
    expect(offering.totalOfferingQty).toBe(1_350_000);
    offering.totalScrQty = 1_917_000;

    state.clock.set(offering.putAt);
    state.sync();

    const account = accountOf(state, 'demo-income');
    expect(state.data.subscriptions.find((sub) => sub.memberId === 'demo-income' && sub.offeringId === '109')).toMatchObject({ status: 'ALLOTTED', allottedQuantity: 250 });
    expect(account.holdings.get('JG0009')).toMatchObject({ quantity: 250, averagePrice: 5_000 });
    expect(state.account('demo-income')).toMatchObject({ cash: 10_750_000, reservedForSubscriptions: 0, subscriptionAmount: 0 });
    const [refund, allot] = account.history;
    expect(allot).toMatchObject({ kind: 'ALLOTMENT', amount: 0, quantity: 250, balanceAfter: 10_225_000 });
    expect(refund).toMatchObject({ kind: 'SUBSCRIPTION_REFUND', amount: 525_000, balanceAfter: 10_750_000 });
    expect(state.data.notifications.find((notification) => notification.memberId === 'demo-income' && notification.title === '배정 완료')).toMatchObject({
      content: '판교 테크원 라이프 250주가 배정되었어요.',
    });
    expectBalancesChain(account);
  });
});

// Tuesday 4 March 2025 follows a holiday (Monday the 3rd), and a Monday follows a weekend.
describe.each([TUESDAY_10AM, '2025-07-31T15:00:00+09:00', '2025-08-04T10:00:00+09:00'])('시드의 청약 (%s)', (now) => {
  const state = createSandboxState({ now });

  it('접수된 청약은 청약 시각의 SUBSCRIBE 줄로 예수금에서 나갔고, 잔액은 0원부터 한 줄씩 이어져 오늘의 예수금에 이른다', () => {
    const applied = state.data.subscriptions.filter((sub) => sub.status === 'APPLIED');
    expect(applied.map((sub) => sub.memberId)).toEqual(['demo-general', 'demo-pro']);
    for (const subscription of applied) {
      const account = accountOf(state, subscription.memberId);
      expect(account.reservedForSubscriptions).toBe(subscription.amount);
      expect(account.history.filter((line) => line.kind === 'SUBSCRIPTION_APPLY')).toEqual([
        expect.objectContaining({ amount: -subscription.amount, quantity: subscription.quantity, occurredAt: subscription.appliedAt }),
      ]);
    }
    for (const account of state.data.accounts.values()) {
      if (state.data.members.get(account.memberId)?.marketMaker) continue;
      expectBalancesChain(account);
    }
  });

  it('시드의 청약 시각은 청약을 받는 날(주말·공휴일이 아닌 날)의 거래 시간이고, 공모가 시작된 뒤, 지금 이전이다', () => {
    for (const subscription of state.data.subscriptions.filter((sub) => sub.status === 'APPLIED')) {
      const applied = DateTime.fromISO(subscription.appliedAt, { zone: 'Asia/Seoul' });
      const offering = state.data.offerings.find((item) => item.id === subscription.offeringId);
      expect(isWeekend(applied) || isHoliday(applied, KOREAN_HOLIDAYS), subscription.appliedAt).toBe(false);
      expect(applied.hour).toBeGreaterThanOrEqual(9);
      expect(applied.hour).toBeLessThan(16);
      expect(subscription.appliedAt >= (offering?.subsBeginAt ?? '')).toBe(true);
      expect(applied <= state.clock.now()).toBe(true);
    }
  });

  it('김민준: 예치금 2,750,000원, 청약 대기 500,000원, 총 자산은 예치금 + 평가 금액 + 청약 대기', () => {
    const summary = state.account('demo-general');
    expect(summary).toMatchObject({ cash: 2_750_000, withdrawableAmount: 2_750_000, subscriptionAmount: 500_000 });
    expectTotal(summary);
  });
});
