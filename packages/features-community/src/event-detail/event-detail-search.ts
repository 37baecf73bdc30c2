import { parseReferralCode } from '@jogak/app-core';

/** The query of /community/event/{id}: an event link may carry a referral code. */
export interface EventDetailSearch {
  /** The referral code (spec §2: an `event` value is stored as a referral code). */
  readonly event?: string;
}

/**
 * /community/event/{id}'s `validateSearch`: keeps `event` when it is a referral code (app-core's
 * `parseReferralCode`, the check start-up's `event` goes through too); anything else is dropped.
 *
 * @example
 * parseEventDetailSearch({ event: 'FRIEND7' }) // { event: 'FRIEND7' }
 * parseEventDetailSearch({ event: 1234 }) // { event: '1234' }
 * parseEventDetailSearch({ event: '<b>' }) // {}
 */
export function parseEventDetailSearch(raw: Record<string, unknown>): EventDetailSearch {
  const event = parseReferralCode(raw.event);
  return event === undefined ? {} : { event };
}
