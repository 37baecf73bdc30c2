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
 * non-empty search text. A key it turns down is answered as `undefined`: the router lays this
 * answer over the raw query, so a key left out would reach the screen as the address had it. A key
 * the query lacks stays out: an empty answer lets the app carry the current query over (spec §2).
 *
 * @example
 * parseMarketListSearch({ sort: 'name', q: '을지로' }) // { sort: 'name', q: '을지로' }
 * parseMarketListSearch({ sort: 'price', q: 7 }) // { sort: undefined, q: undefined }
 * parseMarketListSearch({}) // {}
 */
export function parseMarketListSearch(raw: Record<string, unknown>): MarketListSearch {
  const { sort, q } = raw;
  const knownSort = typeof sort === 'string' && sort !== 'change' && (MARKET_SORT_VALUES as readonly string[]).includes(sort);
  return {
    ...('sort' in raw ? { sort: knownSort ? (sort as Exclude<MarketSort, 'change'>) : undefined } : {}),
    ...('q' in raw ? { q: typeof q === 'string' && q !== '' ? q : undefined } : {}),
  };
}
