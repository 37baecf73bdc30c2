import { withoutTrailingSlash, type RouteTarget } from '@jogak/app-core';

// Apart from route-trail.ts, which names the router's types: the router context (ShellServices)
// names this one, and an import of the router's types from there makes the route tree's types
// refer to themselves.

/** What a history entry showed: the route the router matched and its path parameters. */
export interface TrailEntry {
  readonly routeId: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * Whether an entry showed the target: the same route (an index route's trailing `/` ignored) and
 * the same value of each of the target's path parameters. The query is not compared: going back
 * returns to the entry as it was, its query included.
 *
 * @example
 * entryShows({ routeId: '/_main/market/', params: {} }, { route: '/_main/market' }) // true
 * entryShows({ routeId: '/_main/subscription/$id', params: { id: '7' } }, { route: '/_main/subscription/$id', params: { id: '8' } }) // false
 */
export function entryShows(entry: TrailEntry | undefined, target: RouteTarget): boolean {
  if (!entry) return false;
  if (withoutTrailingSlash(entry.routeId) !== target.route) return false;
  const params: Readonly<Record<string, string>> = target.params ?? {};
  // A parsed parameter may not be text (a route's `params.parse`); the target's are.
  return Object.entries(params).every(([name, value]) => String(entry.params[name]) === value);
}

/**
 * Whether two entries showed the same page: the same route and the same path parameters (the
 * query is not compared, as in `entryShows`).
 *
 * @example
 * sameEntry({ routeId: '/_main/my/', params: {} }, { routeId: '/_main/my/', params: {} }) // true
 */
export function sameEntry(entry: TrailEntry | undefined, other: TrailEntry): boolean {
  if (!entry || entry.routeId !== other.routeId) return false;
  const names = new Set([...Object.keys(entry.params), ...Object.keys(other.params)]);
  return [...names].every((name) => String(entry.params[name]) === String(other.params[name]));
}
