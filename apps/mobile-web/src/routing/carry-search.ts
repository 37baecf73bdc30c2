import { DROPPED_VERIFIER_RESULT_SEARCH } from '@jogak/app-core';

type SearchRecord = Record<string, unknown>;

/**
 * Read by the page they were given to, and never carried to another page, whichever way the
 * member leaves it (an error page, a tab, a native message): what an address holds reaches
 * history, a login `redirect`, a share. The identity verifier's answer (its key, result, CI,
 * name, birth, phone), and `transNo`, the partner's transaction number of subs-end and the
 * cancel certificate, which holds the member's account number (spec §7's `trans_no`). And
 * `mode` (my-agreement's `mode=agree`, spec §2's consent mode): carried on, it would open the
 * next document's 나의 동의 as a consent screen the member never asked for. And `sheet`
 * (/assets' `sheet=deposit`, which 입금하기 of a refusal for funds opens the 입금 sheet with).
 */
const NEVER_CARRIED: ReadonlySet<string> = new Set([...Object.keys(DROPPED_VERIFIER_RESULT_SEARCH), 'transNo', 'mode', 'sheet']);

/**
 * Spec section 2: query parameters are carried over when navigating to a route that has none,
 * apart from the identity verifier's answer and the transaction number (`NEVER_CARRIED`).
 * Used as a root search middleware, so it applies to every `navigate` and `<Link>`. A navigation
 * that must drop the current query names its keys as `undefined` (see `clearedSearch`): a key,
 * even an undefined one, means the destination has a query of its own.
 *
 * @example
 * carrySearch({ search: { tabs: 'corporate' }, next: () => ({}) }); // { tabs: 'corporate' }
 * carrySearch({ search: { tabs: 'corporate' }, next: () => ({ page: 2 }) }); // { page: 2 }
 */
export function carrySearch<TSearch extends SearchRecord>({
  search,
  next,
}: {
  search: TSearch;
  next: (search: TSearch) => TSearch;
}): TSearch {
  const result = next(search);
  if (Object.keys(result).length > 0) return result;
  const carried = Object.entries(search).filter(([key]) => !NEVER_CARRIED.has(key));
  return carried.length === Object.keys(search).length ? search : (Object.fromEntries(carried) as TSearch);
}
