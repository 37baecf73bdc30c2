import type { components } from '@jogak/api-client';

type BookLevel = Readonly<components['schemas']['OrderBookLevel']>;

/** An order book as the snapshot call and the live feed (a read-only snapshot) give it. */
export interface OrderBook {
  readonly stockCd: string;
  readonly asks: readonly BookLevel[];
  readonly bids: readonly BookLevel[];
  readonly updatedAt: string;
}

/** One rung of the ladder the screen draws. */
export interface BookRung {
  side: 'ask' | 'bid';
  price: number;
  quantity: number;
  /** The quantity against the deepest level on either side, 0–1: the width of the depth bar. */
  depth: number;
}

/**
 * The ladder from the top: asks from the highest to the best (lowest), then bids from the best
 * (highest) down, each with its depth bar against the deepest level shown.
 *
 * @example
 * bookLadder({ stockCd: 'JG0001', asks: [{ price: 5_440, quantity: 100, orderCount: 1 }], bids: [{ price: 5_430, quantity: 50, orderCount: 1 }], updatedAt }).map((r) => r.depth);
 * // [1, 0.5]
 */
export function bookLadder(book: Pick<OrderBook, 'asks' | 'bids'>): BookRung[] {
  const deepest = Math.max(0, ...book.asks.map((level) => level.quantity), ...book.bids.map((level) => level.quantity));
  const rung = (side: BookRung['side']) => (level: BookLevel): BookRung => ({
    side,
    price: level.price,
    quantity: level.quantity,
    depth: deepest > 0 ? level.quantity / deepest : 0,
  });
  return [...book.asks.map(rung('ask')).reverse(), ...book.bids.map(rung('bid'))];
}

/**
 * The newer of two books by `updatedAt`; on a tie the live one (it arrived after the snapshot
 * was taken, or carries the same moment).
 *
 * @example
 * newerBook(snapshot, undefined) === snapshot; // true
 */
export function newerBook<T extends Pick<OrderBook, 'updatedAt'>>(snapshot: T | undefined, live: T | undefined): T | undefined {
  if (!snapshot) return live;
  if (!live) return snapshot;
  return Date.parse(snapshot.updatedAt) > Date.parse(live.updatedAt) ? snapshot : live;
}
