import type { components } from '@jogak/api-client';
import { seoulDDayLabel, type DDayLabel } from '@jogak/domain-rules/seoul-calendar';

type OfferingSummary = components['schemas']['OfferingSummary'];

/** An offering's D-day: the label and the event it counts to or from. */
export interface OfferingDDay {
  readonly label: DDayLabel;
  readonly event: '오픈' | '마감' | '상장';
}

/**
 * The D-day that matters in each state: upcoming counts to the opening, open to the last day,
 * closed from the last day (D+n), allotted to the listing, listed from the listing (D+n). `null`
 * when the date is unknown (a listing not yet set).
 *
 * @example
 * offeringDDay(openOffering, new Date('2025-03-04T10:00:00+09:00')) // { label: 'D-4', event: '마감' }
 */
export function offeringDDay(offering: OfferingSummary, now: Date): OfferingDDay | null {
  const [date, event] = eventOf(offering);
  if (!date) return null;
  const label = seoulDDayLabel(date, now);
  return label ? { label, event } : null;
}

function eventOf(offering: OfferingSummary): [string | null, OfferingDDay['event']] {
  switch (offering.status) {
    case 'UPCOMING':
      return [offering.subsBeginAt, '오픈'];
    case 'OPEN':
    case 'CLOSED':
      return [offering.subsEndAt, '마감'];
    case 'ALLOTTED':
    case 'LISTED':
      return [offering.listAt, '상장'];
  }
}
