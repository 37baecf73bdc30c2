import { serverIdOf } from '@jogak/domain-rules';

/** The query of /subs-end: the partner's `trans_no`. */
export interface SubsEndSearch {
  readonly transNo?: string;
}

/** The query of /subscription/cancel/certificate: the offering and, after the password page, its `trans_no`. */
export interface CancelSearch {
  readonly id?: number;
  readonly transNo?: string;
}

// The router reads query values as JSON, so a trans_no typed into the address bar arrives as a
// number that has lost digits; only the text form (what the app writes) is a trans_no.
function transNoOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{16,40}$/.test(value) ? value : undefined;
}

// The router reads `?id=108` as the number 108; an id is what domain-rules' `serverIdOf` reads.
function idOf(value: unknown): number | undefined {
  return (typeof value === 'number' || typeof value === 'string' ? serverIdOf(String(value)) : null) ?? undefined;
}

// The router lays a route's answer over the raw query (parsed as JSON): a key the query has is
// answered, as `undefined` when its value is turned down, or the raw value (a trans_no typed as
// digits, the number it became) would reach the screen. A key the query lacks stays out: an empty
// answer is what lets the app carry the current query over to this route (spec §2).

/**
 * The /subs-end route's `validateSearch`.
 *
 * @example
 * parseSubsEndSearch({ transNo: '20250304701012590101100000' }) // { transNo: '20250304701012590101100000' }
 * parseSubsEndSearch({ transNo: 2.025030470101259e25 }) // { transNo: undefined }
 */
export function parseSubsEndSearch(raw: Record<string, unknown>): SubsEndSearch {
  return 'transNo' in raw ? { transNo: transNoOf(raw.transNo) } : {};
}

/**
 * The cancel route's `validateSearch`.
 *
 * @example
 * parseCancelSearch({ id: '108' }) // { id: 108 }
 * parseCancelSearch({ id: 'abc' }) // { id: undefined }
 */
export function parseCancelSearch(raw: Record<string, unknown>): CancelSearch {
  return { ...('id' in raw ? { id: idOf(raw.id) } : {}), ...('transNo' in raw ? { transNo: transNoOf(raw.transNo) } : {}) };
}
