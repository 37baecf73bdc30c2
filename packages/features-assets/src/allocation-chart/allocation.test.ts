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
        33_333,
      ),
    ).toEqual([
      { key: 'B', label: '나', amount: 200_000, share: 60 },
      { key: 'A', label: '가', amount: 100_000, share: 30 },
      { key: 'cash', label: '예치금', amount: 33_333, share: 10 },
    ]);
  });

  it('자산이 없으면 빈 목록', () => {
    expect(allocationOf([], 0)).toEqual([]);
  });
});
