import { routePath, type RouteTarget, type SearchUpdate } from '@jogak/app-core';
import type { NavigateOptions } from '@tanstack/react-router';
import type { AppRouter } from '../router';
import type { RouteTrail } from './route-trail';
import { entryShows } from './trail-entry';

/** The query a navigation sets: `carrySearch` keeps the current keys, `undefined` drops one. */
function searchOf(search: SearchUpdate | undefined): Record<string, string | undefined> | undefined {
  return search ? { ...search } : undefined;
}

/**
 * Follows a decision of app-core (start-up, tabs, the bell, logout, native messages) with the
 * router's own navigation. The target is typed by app-core's route table (a route id and every
 * `$param` of its path); the router's literal path types cannot reach app-core, so this is the
 * one place they meet. Whether every route id is registered is the route-registration test's
 * and `PENDING_ROUTES`' business (`src/routing/route-registration.test.ts`).
 *
 * @example
 * await followRoute(router, { route: '/auth/login', search: { tabs: 'corporate' } });
 */
export function followRoute(
  router: Pick<AppRouter, 'navigate'>,
  target: RouteTarget,
  options: { replace?: boolean; ignoreBlocker?: boolean } = {},
): Promise<void> {
  const search = searchOf(target.search);
  const navigation = {
    to: routePath(target.route),
    ...(target.params ? { params: target.params } : {}),
    ...(search ? { search } : {}),
    ...(options.replace ? { replace: true } : {}),
    ...(options.ignoreBlocker ? { ignoreBlocker: true } : {}),
  };
  // app-core's RouteTarget already demands each `$param` of the path; the router's own types
  // would demand the literal path of a registered route, which app-core cannot name.
  return router.navigate(navigation as NavigateOptions);
}

/**
 * app-core's `returnTo` navigation (a page that handles the shell's back itself, spec §9): when the
 * history entry just before this one shows the target, the history goes back to it; otherwise the
 * target replaces this entry. Either way the page left is no longer behind the target, so the
 * target's own back (a history back) goes on to the page before it instead of looping.
 *
 * @example
 * // /home → /market → /market/JG0001: back to the /market entry, whose back reaches /home
 * await returnToRoute(router, trail, { route: '/_main/market' });
 */
export function returnToRoute(
  router: Pick<AppRouter, 'navigate' | 'history'>,
  trail: Pick<RouteTrail, 'entryBefore'>,
  target: RouteTarget,
): Promise<void> {
  if (!entryShows(trail.entryBefore(), target)) return followRoute(router, target, { replace: true });
  router.history.back();
  return Promise.resolve();
}

/**
 * Follows a path that came from outside the app's code: a deep link, a push notification, the
 * page to return to after login. The router resolves it (a path no route matches shows the
 * not-found page).
 *
 * @example
 * await followHref(router, '/subscription/3?tab=info');
 */
export function followHref(router: Pick<AppRouter, 'navigate'>, href: string, options: { replace?: boolean } = {}): Promise<void> {
  return router.navigate({ href, ...(options.replace ? { replace: true } : {}) });
}
