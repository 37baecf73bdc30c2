import { describe, expect, it } from 'vitest';
import { createSandboxState } from '../state';

// A Tuesday early in a month and a day at a month's end (dividends are paid on the 15th of past months).
const NOWS = ['2025-03-04T10:00:00+09:00', '2025-07-31T15:00:00+09:00'];

describe.each(NOWS)('시드 거래 내역 (%s)', (now) => {
  const state = createSandboxState({ now });
  const accounts = [...state.data.accounts.values()].filter((account) => !state.data.members.get(account.memberId)?.marketMaker);

  it('계좌마다 0원에서 시작해 오늘의 예수금에 이르고, 잔액이 음수인 줄이 없다', () => {
    for (const account of accounts) {
      const oldestFirst = [...account.history].reverse();
      const first = oldestFirst[0];
      if (!first) continue;
      expect({ memberId: account.memberId, opening: first.balanceAfter - first.amount }).toEqual({ memberId: account.memberId, opening: 0 });
      expect(account.history[0]?.balanceAfter).toBe(account.cash);
      for (const line of account.history) {
        expect({ memberId: account.memberId, line: line.description, at: line.occurredAt, negative: line.balanceAfter < 0 }).toMatchObject({ negative: false });
      }
      for (const record of account.dw) expect(record.balanceAfter).toBeGreaterThanOrEqual(0);
    }
  });

  it('입금 줄의 잔액은 그 입금액 이상이다', () => {
    for (const account of accounts) {
      for (const line of account.history.filter((item) => item.kind === 'DEPOSIT')) {
        expect({ memberId: account.memberId, at: line.occurredAt, short: line.balanceAfter < line.amount }).toMatchObject({ short: false });
      }
    }
  });

  it('배당금은 그 종목을 산 뒤에, 배당 기준일에 보유한 수량으로 들어온다', () => {
    let dividends = 0;
    for (const account of accounts) {
      for (const dividend of account.dividends) {
        const bought = account.history.filter((line) => line.kind === 'BUY' && line.stockCd === dividend.stockCd).map((line) => line.occurredAt).sort()[0];
        expect({ memberId: account.memberId, stockCd: dividend.stockCd, bought: bought !== undefined }).toMatchObject({ bought: true });
        const boughtAt = Date.parse(bought ?? '');
        expect({ memberId: account.memberId, stockCd: dividend.stockCd, beforeRecordDate: boughtAt < Date.parse(dividend.baseAt) }).toMatchObject({ beforeRecordDate: true });
        const paid = account.history.find((line) => line.kind === 'DIVIDEND' && line.stockCd === dividend.stockCd && line.occurredAt === dividend.payAt);
        expect(paid && boughtAt < Date.parse(paid.occurredAt)).toBe(true);
        dividends += 1;
      }
    }
    expect(dividends).toBeGreaterThan(0);
  });
});
