import { matchRoute } from '@jogak/app-core';

/**
 * Spec section 4: back is refused when the previous page is the identity-verification result,
 * the external verifier, or the tendency questionnaire (going back would replay them).
 */
const NO_RETURN_PATHS = new Set(['/init/kmc/result', '/init/kmc', '/investment-analysis/invest-tendency']);

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Whether the page at `pathname` handles the native back button itself: the routes app-core's
 * route table flags from spec section 9's list.
 *
 * @example
 * pageHandlesNativeBack('/home'); // true
 * pageHandlesNativeBack('/market/12'); // true
 * pageHandlesNativeBack('/my'); // false
 */
export function pageHandlesNativeBack(pathname: string): boolean {
  return matchRoute(trimSlash(pathname))?.route.nativeBack ?? false;
}

/** What a back-button message does. */
export type NativeBackAction = 'page' | 'back' | 'stay';

/**
 * The back-button rule: the page's own handler on the self-handling pages, otherwise history
 * back unless the previous page must not be returned to.
 *
 * @example
 * nativeBackAction('/my', '/home'); // 'back'
 * nativeBackAction('/auth/forgot-pin', '/init/kmc/result'); // 'stay'
 * nativeBackAction('/home', '/my'); // 'page'
 */
export function nativeBackAction(currentPathname: string, previousPathname: string | undefined): NativeBackAction {
  if (pageHandlesNativeBack(currentPathname)) return 'page';
  if (previousPathname !== undefined && NO_RETURN_PATHS.has(trimSlash(previousPathname))) return 'stay';
  return 'back';
}
