import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAnnualYield, formatSignedRate } from './format-rate';
import { formatFixed } from './format-number';
import { priceTone } from './price-tone';

const MINUS = '\u2212';
const ARROWS = { rise: '▲ ', fall: '▼ ' };

describe('formatSignedRate', () => {
  it.each([
    [3.25, '+3.25%'],
    [-0.5, `${MINUS}0.50%`],
    [0, '0.00%'],
    [-0, '0.00%'],
    [-0.004, '0.00%'],
    [0.004, '0.00%'],
    [-1e-16, '0.00%'],
    [-0.005, `${MINUS}0.01%`],
    [0.005, '+0.01%'],
    [1234.5, '+1,234.50%'],
    [-29.999, `${MINUS}30.00%`],
  ])('%s → %s', (rate, text) => {
    expect(formatSignedRate(rate)).toBe(text);
  });

  it('화면이 고른 기호를 쓰고, 0 으로 보이면 기호가 없다', () => {
    expect(formatSignedRate(3.25, ARROWS)).toBe('▲ 3.25%');
    expect(formatSignedRate(-1.2, ARROWS)).toBe('▼ 1.20%');
    expect(formatSignedRate(-0.004, ARROWS)).toBe('0.00%');
  });

  it('숫자가 아니면 -', () => {
    expect(formatSignedRate(Number.NaN)).toBe('-');
    expect(formatSignedRate(Number.POSITIVE_INFINITY)).toBe('-');
  });

  it('숫자는 formatFixed 의 두 자리, 기호는 그 숫자의 priceTone', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (rate) => {
        const tone = priceTone(rate, 2);
        const sign = tone === 'rise' ? '+' : tone === 'fall' ? MINUS : '';
        expect(formatSignedRate(rate)).toBe(`${sign}${formatFixed(rate, 2).replace('-', '')}%`);
      }),
    );
  });
});

describe('formatAnnualYield', () => {
  it.each([
    [6.1, '연 6.1%'],
    [5, '연 5.0%'],
    [4.25, '연 4.3%'],
    [-0.04, '연 0.0%'],
    [1234.5, '연 1,234.5%'],
    [Number.NaN, '-'],
  ])('%s → %s', (rate, text) => {
    expect(formatAnnualYield(rate)).toBe(text);
  });
});
