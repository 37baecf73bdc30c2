import { describe, expect, it } from 'vitest';
import { countdownTo, dDayLabel, isEnded, isStarted, WEEKDAY_LABELS, weekdayLabel } from './calendar-day';

describe('WEEKDAY_LABELS / weekdayLabel', () => {
  it('월요일부터 시작한다', () => {
    expect(WEEKDAY_LABELS).toEqual(['월', '화', '수', '목', '금', '토', '일']);
  });

  it.each([
    ['2026-11-16', '월'],
    ['2026-11-21', '토'],
    ['2026-11-22', '일'],
    // 15:30 UTC on Sunday is already Monday in Seoul.
    ['2026-11-22T15:30:00Z', '월'],
  ])('%s → %s', (date, label) => {
    expect(weekdayLabel(date)).toBe(label);
  });
});

describe('dDayLabel', () => {
  it.each([
    ['2026-11-24', '2026-11-21T23:00:00+09:00', 'D-3'],
    ['2026-11-22', '2026-11-21T23:59:59+09:00', 'D-1'],
    ['2026-11-21', '2026-11-21T00:00:00+09:00', 'D-Day'],
    ['2026-11-21', '2026-11-21T23:59:59+09:00', 'D-Day'],
    ['2026-11-20', '2026-11-21T00:00:00+09:00', 'D+1'],
    ['2026-10-22', '2026-11-21T12:00:00+09:00', 'D+30'],
  ])('마감 %s, 지금 %s → %s', (date, now, label) => {
    expect(dDayLabel(date, now)).toBe(label);
  });

  it('기기 시간대가 아니라 서울 달력으로 센다', () => {
    // 2026-11-21 16:00 UTC is 2026-11-22 01:00 in Seoul: the 22nd is already today.
    expect(dDayLabel('2026-11-22', new Date('2026-11-21T16:00:00Z'))).toBe('D-Day');
  });
});

describe('countdownTo', () => {
  it.each([
    ['2026-11-22', '2026-11-21T10:00:00+09:00', { days: 1, hours: 13, minutes: 59, seconds: 59 }],
    ['2026-11-21', '2026-11-21T23:59:58+09:00', { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['2026-11-21', '2026-11-21T23:59:59+09:00', { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['2026-11-21', '2026-11-22T00:00:00+09:00', { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['2026-12-01', '2026-11-21T00:00:00+09:00', { days: 10, hours: 23, minutes: 59, seconds: 59 }],
  ])('마감 %s, 지금 %s', (end, now, expected) => {
    expect(countdownTo(end, now)).toEqual(expected);
  });
});

describe('isEnded / isStarted', () => {
  it.each([
    ['2026-11-21T23:59:59+09:00', false],
    ['2026-11-21T23:59:59.999+09:00', false],
    ['2026-11-22T00:00:00+09:00', true],
    ['2026-11-21T15:00:00Z', true],
  ])('11월 21일 마감, 지금 %s → 종료 %s', (now, ended) => {
    expect(isEnded('2026-11-21', now)).toBe(ended);
  });

  it.each([
    ['2026-11-20T23:59:59.999+09:00', false],
    ['2026-11-21T00:00:00+09:00', true],
    ['2026-11-20T15:00:00Z', true],
    ['2026-11-20T14:59:59Z', false],
  ])('11월 21일 시작, 지금 %s → 시작 %s', (now, started) => {
    expect(isStarted('2026-11-21', now)).toBe(started);
  });
});
