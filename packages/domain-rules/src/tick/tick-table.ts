/** One band of a quote-tick table: prices in `[lower, upper)` move in steps of `tick` won. */
export interface TickBand {
  readonly lower: number;
  readonly upper: number;
  readonly tick: number;
}

/** A quote-tick table: bands sorted by `lower`, each `upper` equal to the next band's `lower`. */
export type TickTable = readonly TickBand[];

/**
 * The product's default quote-tick table (spec §3): 0–10,000 tick 10; 10,000–50,000 tick 50;
 * 50,000–9,999,999,999 tick 100. Lower bounds are inclusive, upper bounds exclusive.
 *
 * @example
 * DEFAULT_TICK_TABLE[1] // { lower: 10_000, upper: 50_000, tick: 50 }
 */
export const DEFAULT_TICK_TABLE: TickTable = Object.freeze([
  Object.freeze({ lower: 0, upper: 10_000, tick: 10 }),
  Object.freeze({ lower: 10_000, upper: 50_000, tick: 50 }),
  Object.freeze({ lower: 50_000, upper: 9_999_999_999, tick: 100 }),
]);

/** The band holding `price` (lower inclusive, upper exclusive), or undefined outside the table. */
export function bandOf(price: number, table: TickTable): TickBand | undefined {
  return table.find((band) => price >= band.lower && price < band.upper);
}

/** The band whose range ends at or above `price` from below: `lower < price <= upper`. */
export function bandBelow(price: number, table: TickTable): TickBand | undefined {
  return table.find((band) => price > band.lower && price <= band.upper);
}
