import { routeDefinition } from '../routes/route-target';

/**
 * The route id a history trail gives the entry before a page the external identity verifier
 * returned to: the verifier's own pages (its form's POST answer among them) are outside the app,
 * so the router never names them. No route of the app has it, so no page is ever taken to be
 * showing there.
 */
export const EXTERNAL_VERIFIER_ROUTE_ID = '/__external-verifier';

/**
 * Spec §4: back is refused when the previous page is the identity-verification result, the
 * external verifier, or the tendency questionnaire (going back would replay them).
 */
const NO_RETURN_ROUTES: ReadonlySet<string> = new Set([
  '/init/kmc/result',
  '/init/kmc',
  EXTERNAL_VERIFIER_ROUTE_ID,
  '/investment-analysis/invest-tendency',
]);

/**
 * An index route's id ends in `/` in the router (`/_main/home/`); the rules name it without.
 *
 * @example
 * withoutTrailingSlash('/_main/home/'); // '/_main/home'
 * withoutTrailingSlash('/'); // '/'
 */
export function withoutTrailingSlash(routeId: string): string {
  return routeId.length > 1 && routeId.endsWith('/') ? routeId.slice(0, -1) : routeId;
}

/**
 * Whether the page of the router's matched route id handles the native back button itself: the
 * routes app-core's route table flags from spec §9's list.
 *
 * @example
 * pageHandlesNativeBack('/_main/home'); // true
 * pageHandlesNativeBack('/_main/market/$id'); // true
 * pageHandlesNativeBack('/_main/my'); // false
 */
export function pageHandlesNativeBack(routeId: string | undefined): boolean {
  return routeId !== undefined && (routeDefinition(routeId)?.nativeBack ?? false);
}

/** What a back-button message does. */
export type NativeBackAction = 'page' | 'back' | 'stay';

/**
 * The back-button rule, on the router's route ids: the page's own handler on the self-handling
 * pages, otherwise history back unless the previous page must not be returned to.
 *
 * @example
 * nativeBackAction('/_main/my', '/_main/home'); // 'back'
 * nativeBackAction('/auth/forgot-pin', '/init/kmc/result'); // 'stay'
 * nativeBackAction('/_main/my/info/', EXTERNAL_VERIFIER_ROUTE_ID); // 'stay'
 * nativeBackAction('/_main/home', '/_main/my'); // 'page'
 */
export function nativeBackAction(currentRouteId: string | undefined, previousRouteId: string | undefined): NativeBackAction {
  if (pageHandlesNativeBack(currentRouteId)) return 'page';
  if (previousRouteId !== undefined && NO_RETURN_ROUTES.has(withoutTrailingSlash(previousRouteId))) return 'stay';
  return 'back';
}
