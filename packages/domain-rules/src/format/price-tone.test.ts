import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixed } from './format-number';
import { priceTone } from './price-tone';

describe('priceTone', () => {
  it.each([
    [150, 'rise'],
    [0.01, 'rise'],
    [-20, 'fall'],
    [0, 'flat'],
    [-0, 'flat'],
    [Number.NaN, 'flat'],
  ] as const)('%d → %s', (change, tone) => {
    expect(priceTone(change)).toBe(tone);
  });

  it.each([
    [-0.004, 'flat'],
    [0.004, 'flat'],
    [-0.005, 'fall'],
    [0.005, 'rise'],
    [-1e-16, 'flat'],
    [-0, 'flat'],
    [-2.5, 'fall'],
    [Number.NaN, 'flat'],
  ] as const)('소수점 아래 2자리로 보이는 %s → %s', (change, tone) => {
    expect(priceTone(change, 2)).toBe(tone);
  });

  it('자릿수 없이는 반올림하지 않는다', () => {
    expect(priceTone(-0.004)).toBe('fall');
    expect(priceTone(1e-16)).toBe('rise');
  });

  it('색은 formatFixed 가 보여주는 숫자의 부호를 따른다', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 4 }), (change, fractionDigits) => {
        const shown = formatFixed(change, fractionDigits);
        const expected = /[1-9]/.test(shown) ? (shown.startsWith('-') ? 'fall' : 'rise') : 'flat';
        expect(priceTone(change, fractionDigits)).toBe(expected);
        // A zero is never written with a minus.
        if (expected === 'flat') expect(shown.startsWith('-')).toBe(false);
      }),
    );
  });
});
