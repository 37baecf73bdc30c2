import { describe, expect, it } from 'vitest';
import { shareText, unitsText, votePeriodText, voteStatusLabel } from './vote-format';

describe('vote-format', () => {
  it('상태 배지 이름', () => {
    expect(voteStatusLabel('UPCOMING')).toBe('투표 예정');
    expect(voteStatusLabel('OPEN')).toBe('투표 중');
    expect(voteStatusLabel('CLOSED')).toBe('투표 종료');
  });

  it('기간은 서울 날짜로 쓴다', () => {
    expect(votePeriodText('2025-03-01T00:00:00+09:00', '2025-03-09T00:00:00+09:00')).toBe('2025.03.01 ~ 2025.03.09');
    expect(votePeriodText('2025-02-28T16:00:00Z', '2025-03-09T14:59:59Z')).toBe('2025.03.01 ~ 2025.03.09');
  });

  it('수량은 천 단위 구분 기호와 주로 쓴다', () => {
    expect(unitsText(20120)).toBe('20,120주');
    expect(unitsText(0)).toBe('0주');
  });

  it('득표율은 소수 첫째 자리까지', () => {
    expect(shareText(120, 20120)).toBe('0.6%');
    expect(shareText(20000, 20120)).toBe('99.4%');
    expect(shareText(1, 3)).toBe('33.3%');
    expect(shareText(5, 5)).toBe('100%');
    expect(shareText(0, 0)).toBe('0%');
  });
});
