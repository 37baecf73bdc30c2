import { tickSizeOf } from './tick-size';
import { DEFAULT_TICK_TABLE, type TickTable } from './tick-table';

/** Which side of the book a price is for: buys round down, everything else rounds up. */
export type OrderSide = 'buy' | 'sell';

/**
 * Whether `price` is a quote price: a positive whole number of won divisible by its tick.
 *
 * @example
 * isValidQuotePrice(10_050) // true
 * isValidQuotePrice(10_010) // false (the tick from 10,000 is 50)
 * isValidQuotePrice(0) // false
 */
export function isValidQuotePrice(price: number, table: TickTable = DEFAULT_TICK_TABLE): boolean {
  const tick = tickSizeOf(price, table);
  return tick > 0 && Number.isInteger(price) && price % tick === 0;
}

/**
 * Rounds `price` to a quote price: a buy rounds down to a tick multiple; a sell rounds up unless
 * it is already a multiple. Rounding up may cross into the next band (9,995 → 10,000).
 * Returns 0 for a price of 0 or less.
 *
 * @example
 * roundToTick(12_340, 'buy') // 12_300
 * roundToTick(12_340, 'sell') // 12_350
 * roundToTick(9_995, 'sell') // 10_000
 */
export function roundToTick(price: number, side: OrderSide, table: TickTable = DEFAULT_TICK_TABLE): number {
  const tick = tickSizeOf(price, table);
  if (tick <= 0) return 0;
  if (side === 'buy') return Math.floor(price / tick) * tick;
  const roundedUp = Math.ceil(price / tick) * tick;
  // A band's upper bound is the next band's lower bound, which must itself be a quote price there.
  return isValidQuotePrice(roundedUp, table) ? roundedUp : roundToTick(roundedUp, 'sell', table);
}
