import type { components } from '@jogak/api-client';

type OfferingStatus = components['schemas']['OfferingStatus'];

/** The filters of /subscription, as its query (`?filter=open`) names them. */
export const OFFERING_FILTERS = ['all', 'upcoming', 'open', 'closed', 'listed'] as const;
export type OfferingFilter = (typeof OFFERING_FILTERS)[number];

const FILTERS: Record<OfferingFilter, { readonly label: string; readonly statuses: readonly OfferingStatus[] | undefined }> = {
  all: { label: '전체', statuses: undefined },
  upcoming: { label: '청약예정', statuses: ['UPCOMING'] },
  open: { label: '청약중', statuses: ['OPEN'] },
  closed: { label: '청약마감', statuses: ['CLOSED'] },
  listed: { label: '배정·상장', statuses: ['ALLOTTED', 'LISTED'] },
};

/**
 * The Korean label of a filter.
 *
 * @example
 * offeringFilterLabel('listed') // '배정·상장'
 */
export function offeringFilterLabel(filter: OfferingFilter): string {
  return FILTERS[filter].label;
}

/**
 * The states a filter asks the list for; `undefined` for every state.
 *
 * @example
 * offeringFilterStatuses('listed') // ['ALLOTTED', 'LISTED']
 */
export function offeringFilterStatuses(filter: OfferingFilter): OfferingStatus[] | undefined {
  const statuses = FILTERS[filter].statuses;
  return statuses ? [...statuses] : undefined;
}

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
