import { isValidQuotePrice, roundToTick } from './quote-price';
import { bandBelow, bandOf, DEFAULT_TICK_TABLE, type TickTable } from './tick-table';

function lowestQuotePrice(table: TickTable): number {
  const first = table[0];
  return first ? Math.max(first.tick, Math.ceil(first.lower / first.tick) * first.tick) : 0;
}

function highestQuotePrice(table: TickTable): number {
  const last = table[table.length - 1];
  return last ? Math.floor((last.upper - 1) / last.tick) * last.tick : 0;
}

/** The n-th quote price strictly above `from`, walking band by band. */
function stepUp(from: number, steps: number, table: TickTable): number {
  const floor = lowestQuotePrice(table);
  const ceiling = highestQuotePrice(table);
  let price = from;
  let left = steps;
  if (!isValidQuotePrice(price, table)) {
    price = price < floor ? floor : Math.min(roundToTick(price, 'sell', table), ceiling);
    left -= 1;
  }
  while (left > 0 && price < ceiling) {
    const band = bandOf(price, table);
    if (!band) break;
    const taken = Math.min(left, Math.ceil((band.upper - price) / band.tick));
    price += taken * band.tick;
    left -= taken;
  }
  return Math.min(price, ceiling);
}

/** The n-th quote price strictly below `from`, walking band by band. */
function stepDown(from: number, steps: number, table: TickTable): number {
  const floor = lowestQuotePrice(table);
  const ceiling = highestQuotePrice(table);
  let price = from;
  let left = steps;
  if (!isValidQuotePrice(price, table)) {
    price = price > ceiling ? ceiling : Math.max(roundToTick(price, 'buy', table), floor);
    left -= 1;
  }
  while (left > 0 && price > floor) {
    const band = bandBelow(price, table);
    if (!band) break;
    const taken = Math.min(left, Math.floor((price - band.lower) / band.tick));
    price -= taken * band.tick;
    left -= taken;
  }
  return Math.max(price, floor);
}

/**
 * The quote price `steps` ticks above (positive) or below (negative) `price`, crossing bands with
 * each band's own tick. From a price that is not a quote price, the first step lands on the
 * nearest quote price in that direction. The result stays within the table's quotable range
 * (10 won up to its highest quote price); `steps` 0 returns `price` unchanged.
 *
 * @example
 * stepTicks(9_990, 1) // 10_000
 * stepTicks(10_000, 1) // 10_050
 * stepTicks(10_000, -1) // 9_990
 * stepTicks(12_340, 1) // 12_350
 */
export function stepTicks(price: number, steps: number, table: TickTable = DEFAULT_TICK_TABLE): number {
  if (!Number.isInteger(steps)) throw new RangeError(`호가 단계는 정수여야 합니다: ${steps}`);
  if (steps === 0) return price;
  return steps > 0 ? stepUp(price, steps, table) : stepDown(price, -steps, table);
}

/**
 * Whether `price` lies within `quotes` ticks of `reference` (the best bid or ask), inclusive.
 * The product rejects orders beyond 5 quotes from the best price.
 *
 * @example
 * isWithinQuoteRange(10_250, 10_000) // true  (5 ticks of 50 above)
 * isWithinQuoteRange(10_300, 10_000) // false (6 ticks above)
 * isWithinQuoteRange(9_950, 10_000) // true   (5 ticks of 10 below)
 */
export function isWithinQuoteRange(
  price: number,
  reference: number,
  quotes = 5,
  table: TickTable = DEFAULT_TICK_TABLE,
): boolean {
  if (!isValidQuotePrice(price, table) || !isValidQuotePrice(reference, table)) return false;
  return price >= stepTicks(reference, -quotes, table) && price <= stepTicks(reference, quotes, table);
}
