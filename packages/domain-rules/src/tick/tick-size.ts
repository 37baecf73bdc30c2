import { bandOf, DEFAULT_TICK_TABLE, type TickTable } from './tick-table';

/**
 * The tick size for `price`: the step in won between neighbouring quote prices.
 * Returns 0 when the price is 0 or less, not a finite number, or beyond the table.
 *
 * @example
 * tickSizeOf(9_990) // 10
 * tickSizeOf(10_000) // 50
 * tickSizeOf(0) // 0
 */
export function tickSizeOf(price: number, table: TickTable = DEFAULT_TICK_TABLE): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  return bandOf(price, table)?.tick ?? 0;
}
