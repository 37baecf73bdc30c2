import { parseReferralCode } from '@jogak/app-core';

/** The query of /community/event/{id}: an event link may carry a referral code. */
export interface EventDetailSearch {
  /** The referral code (spec §2: an `event` value is stored as a referral code). */
  readonly event?: string;
}

/**
 * /community/event/{id}'s `validateSearch`: keeps `event` when it is a referral code (app-core's
 * `parseReferralCode`, the check start-up's `event` goes through too). Any other `event` is
 * answered as `undefined`: the router lays this answer over the raw query, so a key left out would
 * reach the screen as the address had it. Without an `event`, the answer is empty, which lets the
 * app carry the current query over (spec §2).
 *
 * @example
 * parseEventDetailSearch({ event: 'FRIEND7' }) // { event: 'FRIEND7' }
 * parseEventDetailSearch({ event: 1234 }) // { event: '1234' }
 * parseEventDetailSearch({ event: '<b>' }) // { event: undefined }
 * parseEventDetailSearch({}) // {}
 */
export function parseEventDetailSearch(raw: Record<string, unknown>): EventDetailSearch {
  return 'event' in raw ? { event: parseReferralCode(raw.event) } : {};
}
