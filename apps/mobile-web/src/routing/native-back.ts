/**
 * Spec section 9: pages that handle the shell's back button themselves. Matched against the
 * segments of our route paths: `start` is the start-up page (`/`), `market/` is a market detail and
 * `terms` the sign-up terms (not the policy document /policy/terms).
 */
const SELF_HANDLED_SEGMENTS = new Set([
  'access-permission',
  'account-link-guide',
  'invest-question',
  'home',
  'sign-up-process',
  'subs-end',
  'steps',
  'subscription-start',
  'subs-start',
]);

/**
 * Spec section 4: back is refused when the previous page is the identity-verification result,
 * the external verifier, or the tendency questionnaire (going back would replay them).
 */
const NO_RETURN_PATHS = new Set(['/init/kmc/result', '/init/kmc', '/investment-analysis/invest-tendency']);

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Whether the page at `pathname` handles the native back button itself.
 *
 * @example
 * pageHandlesNativeBack('/home'); // true
 * pageHandlesNativeBack('/market/12'); // true
 * pageHandlesNativeBack('/my'); // false
 */
export function pageHandlesNativeBack(pathname: string): boolean {
  const path = trimSlash(pathname);
  if (path === '/') return true;
  if (path.startsWith('/market/')) return true;
  if (path.startsWith('/auth/') && path.endsWith('/terms')) return true;
  return path.split('/').some((segment) => SELF_HANDLED_SEGMENTS.has(segment));
}

/** What a back-button message does. */
export type NativeBackAction = 'page' | 'back' | 'stay';

/**
 * The back-button rule: the page's own handler on the self-handling pages, otherwise history
 * back unless the previous page must not be returned to.
 *
 * @example
 * nativeBackAction('/my', '/home'); // 'back'
 * nativeBackAction('/kyc', '/init/kmc/result'); // 'stay'
 * nativeBackAction('/home', '/my'); // 'page'
 */
export function nativeBackAction(currentPathname: string, previousPathname: string | undefined): NativeBackAction {
  if (pageHandlesNativeBack(currentPathname)) return 'page';
  if (previousPathname !== undefined && NO_RETURN_PATHS.has(trimSlash(previousPathname))) return 'stay';
  return 'back';
}
