import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subscriptionRate } from './subscription-rate';

describe('subscriptionRate', () => {
  it.each([
    // subscribed, offered, whole percent rounded down
    [331_200, 720_000, 46],
    [2_300_400, 1_620_000, 142],
    [391_500, 1_350_000, 29],
    [1_552_500, 1_350_000, 115],
    [391_499, 1_350_000, 28],
    [0, 1_350_000, 0],
    [1_350_000, 1_350_000, 100],
  ])('청약 %d주, 모집 %d주 → 청약률 %d', (totalScrQty, totalOfferingQty, expected) => {
    expect(subscriptionRate({ totalScrQty, totalOfferingQty })).toBe(expected);
  });

  it('모집 수량이 0 이면 0', () => {
    expect(subscriptionRate({ totalScrQty: 5, totalOfferingQty: 0 })).toBe(0);
    expect(subscriptionRate({ totalScrQty: 0, totalOfferingQty: 0 })).toBe(0);
  });

  it('정확히 p% 가 청약되면 p%, 한 주 모자라면 p−1%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 1, max: 10_000_000 }), (percent, hundredth) => {
        // An offering of 100 × `hundredth` shares, so p% of it is a whole number of shares.
        const totalOfferingQty = hundredth * 100;
        const totalScrQty = percent * hundredth;
        expect(subscriptionRate({ totalScrQty, totalOfferingQty })).toBe(percent);
        if (percent > 0) expect(subscriptionRate({ totalScrQty: totalScrQty - 1, totalOfferingQty })).toBe(percent - 1);
      }),
    );
  });
});
