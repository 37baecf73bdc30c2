import { fullBirthDate } from '@jogak/domain-rules';

/** The person the verifier vouched for, in the contract's shape (IdentityVerificationResult). */
export interface VerifiedPerson {
  ci: string;
  name: string;
  /** YYYY-MM-DD. */
  birth: string;
  phoneNo: string;
  gender: 'M' | 'F';
  nation: 'LOCAL' | 'FOREIGN';
}

/** What the verifier's return says (to `/init/kmc/result`, forgot-PIN or MY's phone change). */
export type VerificationOutcome =
  | { type: 'verified'; key: string; person: VerifiedPerson }
  | { type: 'wrong-code'; key: string }
  | { type: 'left'; key: string }
  | { type: 'unreadable' };

const text = (search: Readonly<Record<string, unknown>>, name: string): string => {
  const value = search[name];
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

function personOf(search: Readonly<Record<string, unknown>>): VerifiedPerson | null {
  const genderDigit = text(search, 'genderDigit');
  // The verifier gives the birth date as yyMMdd; the gender digit names its century (spec §5).
  const birth = /^\d$/.test(genderDigit) ? fullBirthDate(text(search, 'birth'), genderDigit) : null;
  const ci = text(search, 'ci');
  const name = text(search, 'name');
  const phoneNo = text(search, 'phoneNo');
  const nation = text(search, 'nation');
  if (!birth || !ci || !name || name.length > 50 || !/^\d{10,11}$/.test(phoneNo)) return null;
  if (nation !== 'LOCAL' && nation !== 'FOREIGN') return null;
  return {
    ci,
    name,
    birth: `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`,
    phoneNo,
    // Odd digits are men, even digits women (1/2, 3/4, 5/6, 7/8, 9/0).
    gender: Number(genderDigit) % 2 === 1 ? 'M' : 'F',
    nation,
  };
}

/**
 * Reads the verifier's return (the search of the page it returns to): SUCCESS with the person (birth
 * made whole by the gender digit), NOT_MATCH_AUTH_NUMBER, NOT_MOBILE_AUTH_COMPLETE, or unreadable.
 *
 * @example
 * readVerificationOutcome({ key: 'k', resultCode: 'SUCCESS', ci: 'c', name: '문가은', birth: '940517', genderDigit: '2', phoneNo: '01012349876', nation: 'LOCAL' });
 * // { type: 'verified', key: 'k', person: { ci: 'c', name: '문가은', birth: '1994-05-17', phoneNo: '01012349876', gender: 'F', nation: 'LOCAL' } }
 */
export function readVerificationOutcome(search: Readonly<Record<string, unknown>>): VerificationOutcome {
  const key = text(search, 'key');
  if (!key) return { type: 'unreadable' };
  switch (text(search, 'resultCode')) {
    case 'NOT_MATCH_AUTH_NUMBER':
      return { type: 'wrong-code', key };
    case 'NOT_MOBILE_AUTH_COMPLETE':
      return { type: 'left', key };
    case 'SUCCESS': {
      const person = personOf(search);
      return person ? { type: 'verified', key, person } : { type: 'unreadable' };
    }
    default:
      return { type: 'unreadable' };
  }
}

/** The query fields of the verifier's return: the request key, a result code and, on success, the person. */
const VERIFIER_RESULT_FIELDS = ['key', 'resultCode', 'ci', 'name', 'birth', 'genderDigit', 'phoneNo', 'nation'] as const;

/** A route's search while the verifier's answer is in its address: every field as text. */
export type VerifierResultSearch = Partial<Record<(typeof VERIFIER_RESULT_FIELDS)[number], string>>;

/**
 * The `validateSearch` of a route the verifier returns to. The router parses numbers out of the
 * query (birth 940517); the answer is read as text. A field the query has that is neither is
 * answered as `undefined`: the router lays this answer over the raw query, so a field left out
 * would reach the screen as the address had it (`ci=null`, the null). A field the query lacks
 * stays out: an empty answer lets the app carry the current query over (spec §2).
 *
 * @example
 * parseVerifierResultSearch({ key: 'k', birth: 940517, ci: null, other: 'x' }); // { key: 'k', birth: '940517', ci: undefined }
 */
export function parseVerifierResultSearch(search: Readonly<Record<string, unknown>>): VerifierResultSearch {
  return Object.fromEntries(
    VERIFIER_RESULT_FIELDS.filter((field) => field in search).map((field) => {
      const value = search[field];
      return [field, typeof value === 'string' || typeof value === 'number' ? String(value) : undefined];
    }),
  );
}

/**
 * The verifier's fields set to nothing, for the navigation away: the app carries a query over to
 * a route without one (spec §2), and the person's CI and phone must not follow to the next page.
 */
export const DROPPED_VERIFIER_RESULT_SEARCH: Readonly<Record<keyof VerifierResultSearch, undefined>> = Object.fromEntries(
  VERIFIER_RESULT_FIELDS.map((field) => [field, undefined]),
) as Record<keyof VerifierResultSearch, undefined>;
