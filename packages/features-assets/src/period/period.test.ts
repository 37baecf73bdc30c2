import { describe, expect, it } from 'vitest';
import { customPeriod, periodDateText, presetPeriod } from './period';

const NOW = new Date('2025-03-04T10:00:00+09:00');

describe('presetPeriod', () => {
  it('1주일은 오늘을 포함한 7일, 개월은 같은 날짜부터', () => {
    expect(presetPeriod('1W', NOW)).toEqual({ searchBeginAt: '20250226', searchEndAt: '20250304' });
    expect(presetPeriod('1M', NOW)).toEqual({ searchBeginAt: '20250204', searchEndAt: '20250304' });
    expect(presetPeriod('3M', NOW)).toEqual({ searchBeginAt: '20241204', searchEndAt: '20250304' });
    expect(presetPeriod('6M', NOW)).toEqual({ searchBeginAt: '20240904', searchEndAt: '20250304' });
  });

  it('없는 날짜는 그 달의 마지막 날로 맞춘다', () => {
    expect(presetPeriod('1M', new Date('2025-03-31T10:00:00+09:00'))).toEqual({ searchBeginAt: '20250228', searchEndAt: '20250331' });
  });

  it('서울 날짜로 계산한다 (UTC 로는 전날인 새벽)', () => {
    expect(presetPeriod('1W', new Date('2025-03-03T16:30:00Z'))).toEqual({ searchBeginAt: '20250226', searchEndAt: '20250304' });
  });
});

describe('customPeriod', () => {
  it('대시 없는 날짜로 바꾼다', () => {
    expect(customPeriod('2025-01-01', '2025-03-04', NOW)).toEqual({ searchBeginAt: '20250101', searchEndAt: '20250304' });
  });

  it('빈 날짜, 거꾸로 된 기간, 미래 종료일은 이유를 알린다', () => {
    expect(customPeriod('', '2025-03-04', NOW)).toBe('조회 기간을 모두 입력해주세요.');
    expect(customPeriod('2025-03-05', '2025-03-01', NOW)).toBe('시작일이 종료일보다 늦어요.');
    expect(customPeriod('2025-03-01', '2025-03-05', NOW)).toBe('종료일은 오늘까지 선택할 수 있어요.');
  });
});

describe('periodDateText', () => {
  it('점으로 나눈다', () => {
    expect(periodDateText('20250304')).toBe('2025.03.04');
  });
});
