import { describe, expect, it } from 'vitest';
import { formatDealHour } from './deal-hours';

describe('formatDealHour', () => {
  it.each([
    [9, '09:00'],
    [0, '00:00'],
    [15, '15:00'],
    [24, '24:00'],
    [25, null],
    [-1, null],
    [9.5, null],
    [Number.NaN, null],
    ['0900', '09:00'],
    ['900', '09:00'],
    ['9', '09:00'],
    ['15', '15:00'],
    ['09:00', '09:00'],
    ['9:30', '09:30'],
    ['153000', '15:30'],
    ['15:30:00', '15:30'],
    ['93000', '09:30'],
    [' 1500 ', '15:00'],
    ['2400', '24:00'],
    ['2401', null],
    ['25:00', null],
    ['0960', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['오전 9시', null],
    ['9:0', null],
  ])('%s → %s', (raw, expected) => {
    expect(formatDealHour(raw)).toBe(expected);
  });
});
