import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { isHoliday, isWeekend, KOREAN_HOLIDAYS } from '../calendar';
import { SEOUL } from '../clock';
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

  it('매수와 배당금 지급은 영업일에 있다 (주말·공휴일에는 체결도 지급도 없다)', () => {
    const dayOff = (iso: string) => {
      const day = DateTime.fromISO(iso, { zone: SEOUL });
      return isWeekend(day) || isHoliday(day, KOREAN_HOLIDAYS);
    };
    for (const account of accounts) {
      for (const line of account.history.filter((item) => item.kind === 'BUY' || item.kind === 'DIVIDEND')) {
        expect({ memberId: account.memberId, line: line.description, at: line.occurredAt, dayOff: dayOff(line.occurredAt) }).toMatchObject({ dayOff: false });
      }
    }
  });

  it('체결과 배당 알림은 그 매수와 지급의 시각에 오고, 알림은 최신순으로 있다', () => {
    const notice = (title: string) => state.data.notifications.find((item) => item.title === title);
    const bought = state.data.accounts.get('demo-general')?.history.find((line) => line.kind === 'BUY' && line.stockCd === 'JG0003');
    expect(notice('매수 체결')?.createdAt).toBe(bought?.occurredAt);
    const lastPaid = state.data.accounts.get('demo-income')?.dividends.map((dividend) => dividend.payAt).sort().at(-1);
    expect(notice('배당금 입금')?.createdAt).toBe(lastPaid);
    const times = state.data.notifications.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
