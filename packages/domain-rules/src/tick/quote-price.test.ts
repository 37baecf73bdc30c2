import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidQuotePrice, roundToTick } from './quote-price';

describe('isValidQuotePrice', () => {
  it.each([
    [10, true],
    [9_990, true],
    [9_995, false],
    [10_000, true],
    [10_010, false],
    [10_050, true],
    [49_950, true],
    [50_000, true],
    [50_050, false],
    [50_100, true],
    [0, false],
    [-100, false],
    [100.5, false],
  ])('%d원 → %s', (price, valid) => {
    expect(isValidQuotePrice(price)).toBe(valid);
  });
});

describe('roundToTick', () => {
  it.each([
    [12_340, 'buy', 12_300],
    [12_340, 'sell', 12_350],
    [12_350, 'buy', 12_350],
    [12_350, 'sell', 12_350],
    [9_995, 'buy', 9_990],
    [9_995, 'sell', 10_000],
    [49_990, 'sell', 50_000],
    [49_990, 'buy', 49_950],
    [50_001, 'buy', 50_000],
    [50_001, 'sell', 50_100],
    [1, 'buy', 0],
    [1, 'sell', 10],
    [0, 'sell', 0],
    [-50, 'buy', 0],
  ] as const)('%d원 %s → %d원', (price, side, expected) => {
    expect(roundToTick(price, side)).toBe(expected);
  });

  it('매도 반올림 결과는 언제나 유효한 호가다', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_000 }), (price) => {
        const rounded = roundToTick(price, 'sell');
        expect(isValidQuotePrice(rounded)).toBe(true);
        expect(rounded).toBeGreaterThanOrEqual(price);
      }),
    );
  });

  it('매수 내림 결과는 10원 이상이면 유효한 호가다', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 9_999_999_000 }), (price) => {
        const rounded = roundToTick(price, 'buy');
        expect(isValidQuotePrice(rounded)).toBe(true);
        expect(rounded).toBeLessThanOrEqual(price);
      }),
    );
  });
});
