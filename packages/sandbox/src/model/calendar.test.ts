import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEAL_HOURS, isHoliday, isWeekend, isWithinDealHours, KOREAN_HOLIDAYS } from './calendar';
import { refusalCode } from '../../test/refusal-code';
import { createSandboxState } from './state';

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

  // KRX closes on these weekdays too: the temporary public holiday of 2025-01-27 and 근로자의 날.
  it.each(['2025-01-27', '2025-05-01', '2026-05-01'])('%s 는 거래소 휴장일이라 청약도 주문도 받지 않는다', (date) => {
    expect(isHoliday(at(`${date}T10:00:00+09:00`), KOREAN_HOLIDAYS)).toBe(true);
    const state = createSandboxState({ now: `${date}T10:00:00+09:00` });
    expect(state.isDayOff()).toBe(true);
    expect(state.isMarketOpen()).toBe(false);
    const open = state.data.offerings.find((offering) => state.offeringStatus(offering) === 'OPEN');
    expect(refusalCode(() => state.applySubscription('demo-income', open?.id ?? '', 1, true))).toBe('SUBSCRIPTION_IMPOSSIBLE_DAY_OFF');
    const bestAsk = state.orderBook('JG0001').asks[0]?.price ?? 0;
    expect(refusalCode(() => state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price: bestAsk, quantity: 1 }))).toBe('MARKET_CLOSED');
  });
});
