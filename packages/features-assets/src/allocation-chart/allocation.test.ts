import { describe, expect, it } from 'vitest';
import { allocationOf } from './allocation';

describe('allocationOf', () => {
  it('큰 순서로, 예치금을 포함해 비중을 소수 첫째 자리까지', () => {
    expect(
      allocationOf(
        [
          { key: 'A', label: '가', amount: 100_000 },
          { key: 'B', label: '나', amount: 200_000 },
        ],
        { depositAmt: 33_333, subscriptionAmt: 0 },
      ),
    ).toEqual([
      { key: 'B', label: '나', amount: 200_000, share: 60 },
      { key: 'A', label: '가', amount: 100_000, share: 30 },
      { key: 'cash', label: '예치금', amount: 33_333, share: 10 },
    ]);
  });

  it('청약 대기 금액도 한 조각이라 조각의 합이 총 자산이다', () => {
    const slices = allocationOf([{ key: 'A', label: '가', amount: 500_000 }], { depositAmt: 250_000, subscriptionAmt: 250_000 });
    expect(slices).toEqual([
      { key: 'A', label: '가', amount: 500_000, share: 50 },
      { key: 'cash', label: '예치금', amount: 250_000, share: 25 },
      { key: 'subscription', label: '청약 대기 금액', amount: 250_000, share: 25 },
    ]);
  });

  it('자산이 없으면 빈 목록', () => {
    expect(allocationOf([], { depositAmt: 0, subscriptionAmt: 0 })).toEqual([]);
  });
});
