import { describe, expect, it } from 'vitest';
import { formatFixed, formatMarketCap, formatNumber, formatTotalPrice, formatWon } from './format-number';

describe('formatNumber / formatWon', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [1_234_567, '1,234,567'],
    [-1_234.5, '-1,234.5'],
    [0.000001, '0.000001'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [12345678901234567890n, '12,345,678,901,234,567,890'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([
    [0.1, '0.1'],
    [0.30000000000000004, '0.30000000000000004'],
    [1_234_567.891, '1,234,567.891'],
    [1.5e-7, '0.00000015'],
    [-0.0000030801477096567353, '-0.00000308014770965674'],
    [123456789012345680000, '123,456,789,012,345,680,000'],
  ])('소수 %s → %s: 지수 없이, 소수점 아래 20자리까지', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('소수는 Intl.NumberFormat(소수점 아래 20자리)과 같은 숫자를 쓴다', () => {
    const reference = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 20 });
    // Decimals of every size from 1e-8 to 1e21, with two, four and all their digits.
    for (let exponent = -8; exponent <= 21; exponent += 1) {
      for (const digits of [0.123456789, 0.5, 0.987654321123, 0.7071067811865476]) {
        for (const value of [digits * 10 ** exponent, Math.round(digits * 10 ** exponent * 100) / 100, -Math.round(digits * 10 ** exponent * 1e4) / 1e4]) {
          // Safe integers print as they are (above); everything else is what this is about.
          if (!Number.isSafeInteger(value)) expect(formatNumber(value), String(value)).toBe(reference.format(value));
        }
      }
    }
  });

  it('원 단위를 붙인다', () => {
    expect(formatWon(1_234_567)).toBe('1,234,567원');
    expect(formatWon(0)).toBe('0원');
  });
});

describe('formatFixed', () => {
  it.each([
    [3.5, 2, '3.50'],
    [0, 2, '0.00'],
    [-1234.567, 1, '-1,234.6'],
    [1_234_567.891, 2, '1,234,567.89'],
    [12.3456, 0, '12'],
    [1e21, 2, '1,000,000,000,000,000,000,000'],
    [Number.NaN, 2, '-'],
  ])('%s, 소수점 아래 %s자리 → %s', (value, digits, expected) => {
    expect(formatFixed(value, digits)).toBe(expected);
  });

  it.each([
    [-0.004, 2, '0.00'],
    [0.004, 2, '0.00'],
    [-0.005, 2, '-0.01'],
    [0.005, 2, '0.01'],
    [-1e-16, 2, '0.00'],
    [-0, 2, '0.00'],
    [-0.4, 0, '0'],
  ])('0 으로 반올림되는 %s 는 부호 없이, 소수점 아래 %s자리 → %s', (value, digits, expected) => {
    expect(formatFixed(value, digits)).toBe(expected);
  });
});

describe('formatMarketCap', () => {
  it.each([
    [98_760_000, '9,876만원'],
    [99_999_999, '9,999만원'],
    [100_000_000, '1억 원'],
    [123_456_789_000, '1,234억 원'],
    [5_000, '0만원'],
    [-250_000_000, '-2억 원'],
  ])('%d원 → %s', (won, expected) => {
    expect(formatMarketCap(won)).toBe(expected);
  });
});

describe('formatTotalPrice', () => {
  it.each([
    [12_345_600, '1,234만 5천원'],
    [30_000, '3만원'],
    [5_000, '5천원'],
    [5_999, '5천원'],
    [800, '800원'],
    [0, '0원'],
    [10_001_000, '1,000만 1천원'],
    [-15_000, '-1만 5천원'],
  ])('%d원 → %s', (won, expected) => {
    expect(formatTotalPrice(won)).toBe(expected);
  });
});
