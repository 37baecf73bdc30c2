/** The filters of /subscription, as its query (`?filter=open`) names them. */
export const OFFERING_FILTERS = ['all', 'upcoming', 'open', 'closed', 'listed'] as const;
export type OfferingFilter = (typeof OFFERING_FILTERS)[number];

/** /subscription's validated query. */
export interface SubscriptionListSearch {
  readonly filter?: Exclude<OfferingFilter, 'all'>;
}

/**
 * /subscription's `validateSearch`: keeps a known filter other than `all` (the default), drops the rest.
 *
 * @example
 * parseSubscriptionListSearch({ filter: 'open' }) // { filter: 'open' }
 * parseSubscriptionListSearch({ filter: 'sold' }) // {}
 */
export function parseSubscriptionListSearch(raw: Record<string, unknown>): SubscriptionListSearch {
  const filter = raw.filter;
  if (typeof filter === 'string' && filter !== 'all' && (OFFERING_FILTERS as readonly string[]).includes(filter)) {
    return { filter: filter as Exclude<OfferingFilter, 'all'> };
  }
  return {};
}
