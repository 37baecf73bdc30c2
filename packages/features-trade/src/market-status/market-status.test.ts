import { describe, expect, it } from 'vitest';
import { dealHoursText, MARKET_STATE_TEXT, marketStateOf } from './market-status';

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
