import { describe, expect, it } from 'vitest';
import { KOREAN_HOLIDAYS } from './calendar';
import { createSandboxState } from './state';

const datesOf = (state: ReturnType<typeof createSandboxState>, stockCd: string) => state.data.stocks.get(stockCd)?.dailyPrices.map((day) => day.date) ?? [];

describe('일봉은 거래일에만 생긴다', () => {
  it('금 → 토 → 일 → 월로 넘어가면 금요일 일봉 하나만 생기고 주말 일봉은 없다', () => {
    const state = createSandboxState({ now: '2025-03-07T10:00:00+09:00' });
    const before = datesOf(state, 'JG0001');
    for (const day of ['2025-03-08', '2025-03-09', '2025-03-10']) {
      state.clock.set(`${day}T10:00:00+09:00`);
      state.sync();
    }
    const after = datesOf(state, 'JG0001');
    expect(after).not.toContain('2025-03-08');
    expect(after).not.toContain('2025-03-09');
    expect(after.slice(before.length)).toEqual(['2025-03-07']);
  });

  it('공휴일을 지나도 그날의 일봉은 없다 (2025-05-05 어린이날, 05-06 대체공휴일)', () => {
    const state = createSandboxState({ now: '2025-05-02T10:00:00+09:00' });
    for (const day of ['2025-05-05', '2025-05-06', '2025-05-07']) {
      state.clock.set(`${day}T10:00:00+09:00`);
      state.sync();
    }
    const dates = datesOf(state, 'JG0001');
    expect(dates.at(-1)).toBe('2025-05-02');
  });

  it('언제나 열린 샌드박스(alwaysOpen)는 주말도 거래일이라 일봉이 생긴다', () => {
    const state = createSandboxState({ now: '2025-03-08T10:00:00+09:00', alwaysOpen: true });
    state.clock.set('2025-03-09T10:00:00+09:00');
    state.sync();
    expect(datesOf(state, 'JG0001').at(-1)).toBe('2025-03-08');
  });

  it('시드의 일봉 250일에도 주말과 공휴일이 없다', () => {
    const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
    const dates = datesOf(state, 'JG0001');
    expect(dates).toHaveLength(250);
    expect(dates).not.toContain('2025-03-03');
    const off = dates.filter((date) => KOREAN_HOLIDAYS.includes(date) || [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()));
    expect(off).toEqual([]);
    expect(dates.at(-1)).toBe('2025-02-28');
  });
});
