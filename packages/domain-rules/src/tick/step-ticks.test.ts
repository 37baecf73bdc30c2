import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToTick } from './quote-price';
import { isWithinQuoteRange, stepTicks } from './step-ticks';

describe('stepTicks', () => {
  it.each([
    [9_990, 1, 10_000],
    [10_000, 1, 10_050],
    [10_000, -1, 9_990],
    [9_980, 3, 10_050],
    [10_050, -3, 9_980],
    [49_950, 1, 50_000],
    [50_000, -1, 49_950],
    [49_900, 4, 50_200],
    [12_340, 1, 12_350],
    [12_340, -1, 12_300],
    [12_340, 2, 12_400],
    [10_000, 0, 10_000],
    [12_345, 0, 12_345],
  ])('%d원에서 %d호가 → %d원', (price, steps, expected) => {
    expect(stepTicks(price, steps)).toBe(expected);
  });

  it('가장 낮은 호가(10원) 아래로 내려가지 않는다', () => {
    expect(stepTicks(30, -5)).toBe(10);
    expect(stepTicks(0, -1)).toBe(10);
    expect(stepTicks(0, 1)).toBe(10);
  });

  it('가장 높은 호가(9,999,999,900원) 위로 올라가지 않는다', () => {
    expect(stepTicks(9_999_999_800, 5)).toBe(9_999_999_900);
  });

  it('정수가 아닌 단계는 한국어 오류로 거절한다', () => {
    expect(() => stepTicks(10_000, 1.5)).toThrow('호가 단계는 정수여야 합니다: 1.5');
  });

  it('n호가 위에서 n호가 내려오면 제자리다', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_000_000 }), fc.integer({ min: 0, max: 500 }), (raw, steps) => {
        const price = roundToTick(raw, 'sell');
        expect(stepTicks(stepTicks(price, steps), -steps)).toBe(price);
      }),
    );
  });

  it('한 단계씩 걷는 것과 한 번에 건너뛰는 것이 같다', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 99_000_000 }), fc.integer({ min: -300, max: 300 }), (raw, steps) => {
        const price = roundToTick(raw, 'buy');
        let walked = price;
        for (let i = 0; i < Math.abs(steps); i += 1) walked = stepTicks(walked, Math.sign(steps));
        expect(stepTicks(price, steps)).toBe(walked);
      }),
    );
  });
});

describe('isWithinQuoteRange', () => {
  it.each([
    [10_250, 10_000, true],
    [10_300, 10_000, false],
    [9_950, 10_000, true],
    [9_940, 10_000, false],
    [10_000, 10_000, true],
    [10_010, 10_000, false],
  ])('%d원은 기준 %d원의 5호가 안인가 → %s', (price, reference, expected) => {
    expect(isWithinQuoteRange(price, reference)).toBe(expected);
  });

  it('호가 수를 바꿀 수 있다', () => {
    expect(isWithinQuoteRange(10_100, 10_000, 2)).toBe(true);
    expect(isWithinQuoteRange(10_150, 10_000, 2)).toBe(false);
  });
});
