import { describe, expect, it } from 'vitest';
import { toSeoulDateTime } from './seoul-time';

describe('toSeoulDateTime', () => {
  it.each([
    ['20261121', '2026-11-21T00:00:00.000+09:00'],
    ['2026.11.21', '2026-11-21T00:00:00.000+09:00'],
    ['2026-11-21', '2026-11-21T00:00:00.000+09:00'],
    ['2026-11-21 09:30', '2026-11-21T09:30:00.000+09:00'],
    ['20261121093015', '2026-11-21T09:30:15.000+09:00'],
    ['2026-11-21T09:30:00+09:00', '2026-11-21T09:30:00.000+09:00'],
    ['2026-11-20T15:00:00Z', '2026-11-21T00:00:00.000+09:00'],
    ['  2026-11-21  ', '2026-11-21T00:00:00.000+09:00'],
  ])('%s → %s', (input, expected) => {
    expect(toSeoulDateTime(input).toISO()).toBe(expected);
  });

  it('Date와 epoch 밀리초를 서울 시각으로 읽는다', () => {
    expect(toSeoulDateTime(new Date('2026-11-20T15:00:00Z')).toISO()).toBe('2026-11-21T00:00:00.000+09:00');
    expect(toSeoulDateTime(Date.UTC(2026, 10, 20, 15)).toISODate()).toBe('2026-11-21');
  });

  it.each(['', '내일', '2026-13-01', '20260230', 'x'.repeat(5_000)])('날짜가 아닌 "%s"는 한국어 오류', (input) => {
    expect(() => toSeoulDateTime(input)).toThrow(/^날짜 형식이 올바르지 않습니다/);
  });

  it('유효하지 않은 Date는 한국어 오류', () => {
    expect(() => toSeoulDateTime(new Date('nope'))).toThrow('날짜 형식이 올바르지 않습니다: Invalid Date');
  });
});
