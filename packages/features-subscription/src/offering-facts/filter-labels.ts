import type { components } from '@jogak/api-client';
import type { OfferingFilter } from './offering-filter';

type OfferingStatus = components['schemas']['OfferingStatus'];

// Apart from the query parser: the route's validateSearch sits in the app's first bundle.
const FILTERS: Record<OfferingFilter, { readonly label: string; readonly statuses: readonly OfferingStatus[] | undefined }> = {
  all: { label: '전체', statuses: undefined },
  upcoming: { label: '청약 예정', statuses: ['UPCOMING'] },
  open: { label: '청약 중', statuses: ['OPEN'] },
  closed: { label: '청약 마감', statuses: ['CLOSED'] },
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
