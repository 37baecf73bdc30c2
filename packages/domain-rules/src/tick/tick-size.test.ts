import { describe, expect, it } from 'vitest';
import { tickSizeOf } from './tick-size';
import type { TickTable } from './tick-table';

describe('tickSizeOf', () => {
  it.each([
    [1, 10],
    [9_999, 10],
    [10_000, 50],
    [49_999, 50],
    [50_000, 100],
    [9_999_999_998, 100],
  ])('%d원의 호가 단위는 %d원', (price, tick) => {
    expect(tickSizeOf(price)).toBe(tick);
  });

  it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY, 9_999_999_999, 10_000_000_000])(
    '%d원은 호가 단위가 없다(0)',
    (price) => {
      expect(tickSizeOf(price)).toBe(0);
    },
  );

  it('다른 호가 테이블을 받을 수 있다', () => {
    const table: TickTable = [{ lower: 0, upper: 1_000, tick: 5 }];
    expect(tickSizeOf(995, table)).toBe(5);
    expect(tickSizeOf(1_000, table)).toBe(0);
  });
});
