import { describe, expect, it } from 'vitest';
import { chronological, yieldOnCost } from './dividend-yield';

describe('yieldOnCost', () => {
  it('주당 배당금 ÷ 평균 매수가, 소수 둘째 자리', () => {
    expect(yieldOnCost(60, 5_000)).toBe(1.2);
    expect(yieldOnCost(51, 4_900)).toBe(1.04);
  });

  it('매수가를 모르면 null', () => {
    expect(yieldOnCost(60, null)).toBeNull();
    expect(yieldOnCost(60, 0)).toBeNull();
  });
});

describe('chronological', () => {
  it('지급일 오래된 순', () => {
    expect(chronological([{ paidAt: '2025-01-15' }, { paidAt: '2024-10-15' }, { paidAt: '2024-12-01' }])).toEqual([
      { paidAt: '2024-10-15' },
      { paidAt: '2024-12-01' },
      { paidAt: '2025-01-15' },
    ]);
  });
});
