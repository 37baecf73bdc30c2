import { routeDefinition } from '@jogak/app-core';

/** Where a navigation is sent instead, or `undefined` to let it through. */
export type GuardRedirect = '/offline' | '/' | undefined;

export interface NavigationFacts {
  /** `navigator.onLine` at the time of the navigation. */
  online: boolean;
  pathname: string;
  /** Some matched route is flagged `auth` in app-core's route table (`matchedRoutesNeedAuth`). */
  needsAuth: boolean;
  hasToken: boolean;
}

/**
 * The routing rules of spec section 2, checked before every navigation: offline sends every
 * navigation to /offline; /offline sends to the index once online; an auth-flagged route sends
 * to the index without a token.
 *
 * @example
 * guardNavigation({ online: false, pathname: '/my', needsAuth: false, hasToken: true }); // '/offline'
 * guardNavigation({ online: true, pathname: '/offline', needsAuth: false, hasToken: false }); // '/'
 * guardNavigation({ online: true, pathname: '/assets', needsAuth: true, hasToken: false }); // '/'
 */
export function guardNavigation({ online, pathname, needsAuth, hasToken }: NavigationFacts): GuardRedirect {
  const onOffline = pathname === '/offline';
  if (!online) return onOffline ? undefined : '/offline';
  if (onOffline) return '/';
  if (needsAuth && !hasToken) return '/';
  return undefined;
}

/**
 * Whether a navigation needs a session: some route the router matched is flagged `auth` in
 * app-core's route table (read by route id, so a path no route matches needs none: it is not found).
 *
 * @example
 * matchedRoutesNeedAuth(['__root__', '/_main', '/_main/assets']); // true
 * matchedRoutesNeedAuth(['__root__', '/_main', '/_main/$']); // false
 */
export function matchedRoutesNeedAuth(routeIds: readonly string[]): boolean {
  return routeIds.some((routeId) => routeDefinition(routeId)?.auth === true);
}
