import { describe, expect, it } from 'vitest';
import { DEFAULT_TICK_TABLE } from './tick-table';

describe('DEFAULT_TICK_TABLE', () => {
  it('스펙의 세 구간을 그대로 담는다', () => {
    expect(DEFAULT_TICK_TABLE).toEqual([
      { lower: 0, upper: 10_000, tick: 10 },
      { lower: 10_000, upper: 50_000, tick: 50 },
      { lower: 50_000, upper: 9_999_999_999, tick: 100 },
    ]);
  });

  it('고정되어 있어 바꿀 수 없다', () => {
    expect(Object.isFrozen(DEFAULT_TICK_TABLE)).toBe(true);
    expect(Object.isFrozen(DEFAULT_TICK_TABLE[0])).toBe(true);
  });
});
