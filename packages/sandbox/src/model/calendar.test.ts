import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEAL_HOURS, isHoliday, isWeekend, isWithinDealHours, KOREAN_HOLIDAYS } from './calendar';

const at = (iso: string) => DateTime.fromISO(iso, { setZone: true });

describe('calendar', () => {
  it('추석 연휴는 휴일이다', () => {
    expect(isHoliday(at('2025-10-06T10:00:00+09:00'), KOREAN_HOLIDAYS)).toBe(true);
    expect(isHoliday(at('2025-10-10T10:00:00+09:00'), KOREAN_HOLIDAYS)).toBe(false);
  });

  it('서울 날짜로 판단한다 (UTC 전날 저녁은 서울의 휴일 아침)', () => {
    expect(isHoliday(at('2025-10-05T23:30:00+00:00'), KOREAN_HOLIDAYS)).toBe(true);
  });

  it('토요일과 일요일은 주말이다', () => {
    expect(isWeekend(at('2025-03-08T10:00:00+09:00'))).toBe(true);
    expect(isWeekend(at('2025-03-09T10:00:00+09:00'))).toBe(true);
    expect(isWeekend(at('2025-03-10T10:00:00+09:00'))).toBe(false);
  });

  it.each([
    ['2025-03-04T08:59:59+09:00', false],
    ['2025-03-04T09:00:00+09:00', true],
    ['2025-03-04T15:59:59+09:00', true],
    ['2025-03-04T16:00:00+09:00', false],
    ['2025-03-08T10:00:00+09:00', false],
    ['2025-03-03T10:00:00+09:00', false],
  ])('%s 거래 가능: %s', (iso, expected) => {
    expect(isWithinDealHours(at(iso), DEFAULT_DEAL_HOURS, KOREAN_HOLIDAYS)).toBe(expected);
  });
});
