import { describe, expect, it } from 'vitest';
import { seoulDate, seoulDDay } from './seoul-d-day';

describe('seoulDDay', () => {
  const now = new Date('2025-03-11T23:00:00+09:00');
  it.each([
    ['2025-03-11T00:00:00+09:00', 'D-Day'],
    ['2025-03-11T23:59:59+09:00', 'D-Day'],
    ['2025-03-12T00:00:00+09:00', 'D-1'],
    ['2025-03-14T18:00:00+09:00', 'D-3'],
    ['2025-03-14', 'D-3'],
    ['2025-03-10T23:59:59+09:00', 'D+1'],
    ['2025-03-01', 'D+10'],
    ['2025-03-11T15:30:00Z', 'D-1'],
    ['not a date', null],
  ])('%s → %s', (date, expected) => {
    expect(seoulDDay(date, now)).toBe(expected);
  });
});

describe('seoulDate', () => {
  it.each([
    ['2025-03-01T00:30:00+09:00', '2025.03.01'],
    ['2025-02-28T15:30:00Z', '2025.03.01'],
    ['nope', ''],
  ])('%s → %s', (date, expected) => {
    expect(seoulDate(date)).toBe(expected);
  });
});
