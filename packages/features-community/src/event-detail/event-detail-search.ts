/** The query of /community/event/{id}: an event link may carry a referral code. */
export interface EventDetailSearch {
  /** The referral code (spec §2: an `event` value is stored as a referral code). */
  readonly event?: string;
}

/**
 * /community/event/{id}'s `validateSearch`: keeps a non-empty `event` of up to 64 characters
 * (letters, digits, `-`, `_`); anything else is dropped. The router reads `?event=1234` as a
 * number, so a whole number comes back as its digits.
 *
 * @example
 * parseEventDetailSearch({ event: 'FRIEND7' }) // { event: 'FRIEND7' }
 * parseEventDetailSearch({ event: 1234 }) // { event: '1234' }
 * parseEventDetailSearch({ event: '<b>' }) // {}
 */
export function parseEventDetailSearch(raw: Record<string, unknown>): EventDetailSearch {
  const value = raw.event;
  const code = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  return typeof code === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(code) ? { event: code } : {};
}
