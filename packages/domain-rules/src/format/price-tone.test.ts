import { describe, expect, it } from 'vitest';
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
});
