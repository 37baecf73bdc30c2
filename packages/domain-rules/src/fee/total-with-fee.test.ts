import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalWithFee } from './total-with-fee';

describe('totalWithFee', () => {
  it.each([
    // price, quantity, rate, expected (product + floor(product × rate ÷ 1.1) + floor(portion / 10))
    [10_000, 3, 0.0015, 30_044],
    [5_000, 1, 0, 5_000],
    [5_000, 0, 0.0015, 0],
    [1_000, 1, 0.011, 1_011],
    [12_350, 7, 0.0015, 86_578],
    [100_000, 100, 0.00015, 10_001_499],
    [9_990, 1_000, 0.003, 10_019_969],
  ])('%d원 × %d주, 수수료율 %d → %d원', (price, quantity, rate, expected) => {
    expect(totalWithFee(price, quantity, rate)).toBe(expected);
  });

  it('수수료율을 보이는 그대로의 소수로 다룬다 (이진 부동소수 오차 없음)', () => {
    // 1,100 × 0.1 ÷ 1.1 is exactly 100; in binary floating point it is 99.99999999999999.
    expect(1_100 * 0.1 / 1.1).toBeLessThan(100);
    expect(totalWithFee(1_100, 1, 0.1)).toBe(1_100 + 100 + 10);
  });

  it('지수 표기 수수료율도 정확히 읽는다', () => {
    expect(totalWithFee(11_000_000, 1, 1e-7)).toBe(11_000_000 + 1 + 0);
    expect(totalWithFee(110_000_000, 1, 1.5e-5)).toBe(110_000_000 + 1_500 + 150);
  });

  it('잘못된 입력은 한국어 오류로 거절한다', () => {
    expect(() => totalWithFee(-1, 1, 0.001)).toThrow('가격은 0 이상의 정수(원)여야 합니다: -1');
    expect(() => totalWithFee(100.5, 1, 0.001)).toThrow('가격은 0 이상의 정수(원)여야 합니다: 100.5');
    expect(() => totalWithFee(100, 1.5, 0.001)).toThrow('수량은 0 이상의 정수여야 합니다: 1.5');
    expect(() => totalWithFee(100, 1, -0.1)).toThrow('수수료율은 0 이상이어야 합니다: -0.1');
    expect(() => totalWithFee(100, 1, Number.NaN)).toThrow('수수료율은 0 이상이어야 합니다: NaN');
  });

  it('합계는 원금 이상이고 원금의 (1 + 수수료율) 이하다', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (price, quantity, perTenThousand) => {
          const rate = perTenThousand / 10_000;
          const product = price * quantity;
          const total = totalWithFee(price, quantity, rate);
          expect(total).toBeGreaterThanOrEqual(product);
          expect(total).toBeLessThanOrEqual(product + Math.ceil(product * rate));
        },
      ),
    );
  });
});
