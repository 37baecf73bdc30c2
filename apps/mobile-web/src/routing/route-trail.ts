import { EXTERNAL_VERIFIER_ROUTE_ID, type DROPPED_VERIFIER_RESULT_SEARCH } from '@jogak/app-core';
import type { AnyRouter } from '@tanstack/react-router';
import type { TrailEntry } from './trail-entry';

/** The session-history index TanStack's histories keep in each entry's state. */
export function historyEntryIndex(state: unknown): number | undefined {
  const index = (state as { __TSR_index?: unknown } | null | undefined)?.__TSR_index;
  return typeof index === 'number' ? index : undefined;
}

/** The search fields every answer of the identity verifier carries: its request key and result code. */
const VERIFIER_ANSWER_FIELDS = ['key', 'resultCode'] as const satisfies readonly (keyof typeof DROPPED_VERIFIER_RESULT_SEARCH)[];

/**
 * Whether the address a page load starts at is the identity verifier's answer: the verifier
 * returns with a full page load (its form's POST answered with a redirect to
 * /init/kmc/result, /auth/forgot-pin or /my/info carrying its result in the query).
 *
 * @example
 * isVerifierAnswer('?key=4f1c&resultCode=SUCCESS&ci=…'); // true
 * isVerifierAnswer('?tab=notice'); // false
 */
function isVerifierAnswer(search: string): boolean {
  const query = new URLSearchParams(search);
  return VERIFIER_ANSWER_FIELDS.every((field) => query.has(field));
}

/** The pages the history's entries showed; see `followRouteTrail`. */
export interface RouteTrail {
  /** The route id of the entry a back would return to; undefined when this run never showed it. */
  readonly before: () => string | undefined;
  /** The route and path parameters of that entry; undefined when this run never showed it. */
  readonly entryBefore: () => TrailEntry | undefined;
  readonly stop: () => void;
}

/**
 * Remembers which route (and path parameters) each history entry showed once it resolved, so "the
 * page before" (spec §4's back rule, for the shell's back button and /error's 이전 화면으로; a
 * self-handling page's return to its target) is the entry a back would return to. The last two
 * pages resolved are not: after a back they name the page just left, and a second back would then
 * reach a page the rule refuses. Read during a navigation, before the
 * new page resolved, it already answers for the new entry (the history moves first). When the run
 * starts at the identity verifier's answer, the entry before it reads as the external verifier
 * (app-core's `EXTERNAL_VERIFIER_ROUTE_ID`), which the back rule never returns to.
 *
 * @example
 * const trail = followRouteTrail(router);
 * nativeBackAction(router.state.matches.at(-1)?.routeId, trail.before());
 */
export function followRouteTrail(router: Pick<AnyRouter, 'history' | 'state' | 'subscribe'>): RouteTrail {
  const entryAt = new Map<number, TrailEntry>();
  const indexNow = () => historyEntryIndex(router.history.location.state) ?? 0;
  // A load that starts at the verifier's answer has the verifier's pages right behind it, though
  // this run never showed them: back there would replay its POST (spec §4 refuses it). The
  // answer's page soon drops the query (a replace), so it is read now, as the run starts.
  if (isVerifierAnswer(router.history.location.search)) entryAt.set(indexNow() - 1, { routeId: EXTERNAL_VERIFIER_ROUTE_ID, params: {} });
  // A navigation forgets the entries from its own index on (a push discards them; a back or
  // forward refills its entry once it resolves): a navigation another one overtook never
  // resolves, and its entry must read as unknown, not as the page an earlier visit left there.
  // (Not a history subscription: the router loads a navigation itself only while nothing
  // subscribes to its history, as before the app has mounted.)
  const stopNavigating = router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    const startsAt = historyEntryIndex(toLocation.state) ?? 0;
    for (const index of entryAt.keys()) if (index >= startsAt) entryAt.delete(index);
  });
  const stopResolved = router.subscribe('onResolved', () => {
    const match = router.state.matches.at(-1);
    if (match) entryAt.set(indexNow(), { routeId: match.routeId, params: match.params as Record<string, unknown> });
  });
  const entryBefore = () => entryAt.get(indexNow() - 1);
  return {
    before: () => entryBefore()?.routeId,
    entryBefore,
    stop: () => {
      stopNavigating();
      stopResolved();
    },
  };
}
