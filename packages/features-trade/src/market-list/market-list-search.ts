/**
 * The orders of the list, as the query names them. Kept apart from the rows' code: the route's
 * `validateSearch` reads it, and that part of a route travels in the app's first download.
 */
const MARKET_SORT_VALUES = ['change', 'volume', 'name'] as const;

/** How the list is ordered. */
export type MarketSort = (typeof MARKET_SORT_VALUES)[number];

/** /market's validated query: the sort (none is 등락률순, `change`) and the search text. */
export interface MarketListSearch {
  readonly sort?: Exclude<MarketSort, 'change'>;
  readonly q?: string;
}

/**
 * /market's `validateSearch`: keeps a known sort other than the default (`change`) and a
 * non-empty search text, drops the rest.
 *
 * @example
 * parseMarketListSearch({ sort: 'name', q: '을지로' }) // { sort: 'name', q: '을지로' }
 * parseMarketListSearch({ sort: 'price', q: 7 }) // {}
 */
export function parseMarketListSearch(raw: Record<string, unknown>): MarketListSearch {
  const { sort, q } = raw;
  return {
    ...(typeof sort === 'string' && sort !== 'change' && (MARKET_SORT_VALUES as readonly string[]).includes(sort) ? { sort: sort as Exclude<MarketSort, 'change'> } : {}),
    ...(typeof q === 'string' && q !== '' ? { q } : {}),
  };
}
