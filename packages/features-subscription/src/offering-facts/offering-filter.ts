/** The filters of /subscription, as its query (`?filter=open`) names them. */
export const OFFERING_FILTERS = ['all', 'upcoming', 'open', 'closed', 'listed'] as const;
export type OfferingFilter = (typeof OFFERING_FILTERS)[number];

/** /subscription's validated query. */
export interface SubscriptionListSearch {
  readonly filter?: Exclude<OfferingFilter, 'all'>;
}

/**
 * /subscription's `validateSearch`: keeps a known filter other than `all` (the default). A `filter`
 * it turns down is answered as `undefined`: the router lays this answer over the raw query, so a
 * key left out would reach the screen as the address had it. Without a `filter`, the answer is
 * empty, which lets the app carry the current query over (spec §2).
 *
 * @example
 * parseSubscriptionListSearch({ filter: 'open' }) // { filter: 'open' }
 * parseSubscriptionListSearch({ filter: 'sold' }) // { filter: undefined }
 * parseSubscriptionListSearch({}) // {}
 */
export function parseSubscriptionListSearch(raw: Record<string, unknown>): SubscriptionListSearch {
  if (!('filter' in raw)) return {};
  const { filter } = raw;
  const known = typeof filter === 'string' && filter !== 'all' && (OFFERING_FILTERS as readonly string[]).includes(filter);
  return { filter: known ? (filter as Exclude<OfferingFilter, 'all'>) : undefined };
}
