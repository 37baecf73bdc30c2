import { describe, expect, it } from 'vitest';
import { dealHoursText, isOfTradingDay, MARKET_STATE_TEXT, marketStateOf, newerOperation } from './market-status';

const operation = { stdAt: '20250304', dayOffYn: 'N', dealBeginHour: 9, dealEndingHour: 16, marketOpenYn: 'Y' } as const;

describe('marketStateOf', () => {
  it('휴장일, 거래 중, 장 마감을 가린다', () => {
    expect(marketStateOf(operation)).toBe('open');
    expect(marketStateOf({ ...operation, marketOpenYn: 'N' })).toBe('closed');
    expect(marketStateOf({ ...operation, dayOffYn: 'Y', marketOpenYn: 'N' })).toBe('day-off');
  });
});

describe('dealHoursText', () => {
  it('거래 시간을 HH:MM ~ HH:MM 으로 쓴다', () => {
    expect(dealHoursText(operation)).toBe('09:00 ~ 16:00');
    expect(MARKET_STATE_TEXT['day-off'].explain('09:00 ~ 16:00')).toBe('오늘은 휴장일이에요. 거래는 평일 09:00 ~ 16:00에 할 수 있어요.');
  });
});

describe('newerOperation', () => {
  const fridayClosed = { ...operation, stdAt: '20250307', marketOpenYn: 'N' } as const;
  const saturday = { ...operation, stdAt: '20250308', dayOffYn: 'Y', marketOpenYn: 'N' } as const;

  it('조회가 더 뒤의 날이면 조회를, 같은 날이면 실시간을 따른다', () => {
    expect(newerOperation(fridayClosed, saturday)).toBe(saturday);
    expect(newerOperation(saturday, fridayClosed)).toBe(saturday);
    const fridayOpen = { ...fridayClosed, marketOpenYn: 'Y' } as const;
    expect(newerOperation(fridayClosed, fridayOpen)).toBe(fridayClosed);
  });

  it('한쪽만 있으면 그쪽을, 둘 다 없으면 undefined를 준다', () => {
    expect(newerOperation(null, saturday)).toBe(saturday);
    expect(newerOperation(fridayClosed, undefined)).toBe(fridayClosed);
    expect(newerOperation(null, undefined)).toBeUndefined();
  });
});

describe('isOfTradingDay', () => {
  it('보낸 시각의 서울 날짜가 장 운영의 날보다 앞서면 false', () => {
    expect(isOfTradingDay('2025-03-07T15:59:00+09:00', '20250308')).toBe(false);
    expect(isOfTradingDay('2025-03-08T00:00:05+09:00', '20250308')).toBe(true);
    expect(isOfTradingDay('2025-03-09T09:00:00+09:00', '20250308')).toBe(true);
  });

  it('다른 시간대로 적힌 시각도 서울 날짜로 읽는다', () => {
    // 15:00:05 UTC is five seconds past midnight in Seoul: the new trading day's ticker.
    expect(isOfTradingDay('2025-03-07T15:00:05Z', '20250308')).toBe(true);
    // 23:59 UTC on the 7th is already the 8th in Seoul, but a day before the 9th.
    expect(isOfTradingDay('2025-03-07T23:59:00Z', '20250309')).toBe(false);
  });
});
