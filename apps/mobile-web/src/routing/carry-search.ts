type SearchRecord = Record<string, unknown>;

/**
 * Spec section 2: query parameters are carried over when navigating to a route that has none.
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
  return Object.keys(result).length === 0 ? search : result;
}
