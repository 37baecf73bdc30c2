import { MESSAGES } from '../messages/messages';
import { withoutTrailingSlash } from '../native-messages/native-back';
import type { RouteId, TabKey } from '../routes/route-table';

/** The route ids of the five tabs. */
type TabRouteId = Extract<RouteId, `/_main/${TabKey}`>;
import { routeDefinition, routePath, type RouteTarget } from '../routes/route-target';
import type { UserTypeCode } from '../user-type/user-type';

/** One tab of the bottom navigation (spec §2). */
export interface BottomTab {
  readonly key: TabKey;
  readonly label: string;
  /** The tab's route id. */
  readonly route: TabRouteId;
  readonly loginRequired: boolean;
}

/**
 * The five tabs, in order.
 *
 * @example
 * BOTTOM_TABS.map((tab) => tab.label) // ['홈', '청약', '자산', '시세', 'MY']
 */
export const BOTTOM_TABS: readonly BottomTab[] = [
  { key: 'home', label: '홈', route: '/_main/home', loginRequired: false },
  { key: 'subscription', label: '청약', route: '/_main/subscription', loginRequired: false },
  { key: 'assets', label: '자산', route: '/_main/assets', loginRequired: true },
  { key: 'market', label: '시세', route: '/_main/market', loginRequired: false },
  { key: 'my', label: 'MY', route: '/_main/my', loginRequired: false },
];

/** What a tap on a tab or the bell leads to. */
export type NavDecision =
  | { readonly type: 'stay' }
  | { readonly type: 'navigate'; readonly target: RouteTarget }
  | { readonly type: 'blocked'; readonly toast: string; readonly redirect: RouteTarget | null };

/** Whether the router's route id is the tab's own page (an index route's trailing `/` ignored). */
function isTabPage(routeId: string | undefined, tab: BottomTab): boolean {
  return routeId !== undefined && withoutTrailingSlash(routeId) === tab.route;
}

/**
 * A tap on a bottom tab (spec §2): the open tab does nothing; a login-required tab sends type 100
 * to sign-up with "회원가입 후 이용해주세요" and type 900 to login with "로그인 후 이용해주세요";
 * everything else navigates. "The already-open tab" is the tab's own page: on one of its
 * sub-pages (a stock of 시세, an offering of 청약, /my/info) the tab shows as current, yet a tap
 * opens the tab's page, the only way back there on a shell without a back button.
 *
 * @param context.currentRouteId the route id the router matched (an index route's trailing `/` ignored)
 * @example
 * tabDecision('assets', { currentRouteId: '/_main/home/', userType: '100' })
 * // { type: 'blocked', toast: '회원가입 후 이용해주세요', redirect: { route: '/auth/sign-up' } }
 * tabDecision('market', { currentRouteId: '/_main/market/$id', userType: '200' })
 * // { type: 'navigate', target: { route: '/_main/market' } }
 */
export function tabDecision(
  tab: TabKey,
  context: { readonly currentRouteId: string | undefined; readonly userType: UserTypeCode },
): NavDecision {
  const target = BOTTOM_TABS.find((candidate) => candidate.key === tab) ?? BOTTOM_TABS[0]!;
  if (isTabPage(context.currentRouteId, target)) return { type: 'stay' };
  if (target.loginRequired && context.userType === '100') {
    return { type: 'blocked', toast: MESSAGES.SIGN_UP_REQUIRED, redirect: { route: '/auth/sign-up' } };
  }
  if (target.loginRequired && context.userType === '900') {
    // The tab's page is where the login returns to (spec §4: "the page they came from").
    return { type: 'blocked', toast: MESSAGES.LOGIN_REQUIRED, redirect: { route: '/auth/login', search: { redirect: routePath(target.route) } } };
  }
  return { type: 'navigate', target: { route: target.route } };
}

/**
 * A tap on the notification bell (spec §2): with a session token it opens /alert; without one
 * the user sees "로그인 후 이용해주세요" and stays where they are. Logged in means holding a token,
 * as for every auth-flagged route.
 *
 * @example
 * bellDecision(true) // { type: 'navigate', target: { route: '/_main/alert' } }
 * bellDecision(false) // { type: 'blocked', toast: '로그인 후 이용해주세요', redirect: null }
 */
export function bellDecision(hasToken: boolean): NavDecision {
  return hasToken
    ? { type: 'navigate', target: { route: '/_main/alert' } }
    : { type: 'blocked', toast: MESSAGES.LOGIN_REQUIRED, redirect: null };
}

/**
 * Where the header's back button leads on a page of the main layout when the app has no page of
 * its own to go back to (a deep link, a push): `null` on a tab's own page, which shows no back
 * button (its tab is the way there); else the page's tab, or 홈 for a page under none (notices,
 * policies, /alert, the not-found page). The spec names no back button; a shell without one (iOS's
 * WKWebView, a keyboard) has no other way back from a detail page.
 *
 * @param routeId the route id the router matched (an index route's trailing `/` ignored)
 * @example
 * headerBackFallback('/_main/market/$id') // { route: '/_main/market' }
 * headerBackFallback('/_main/support/notice/$id') // { route: '/_main/home' }
 * headerBackFallback('/_main/home/') // null
 */
export function headerBackFallback(routeId: string | undefined): RouteTarget | null {
  if (BOTTOM_TABS.some((tab) => isTabPage(routeId, tab))) return null;
  const tabKey = routeId === undefined ? undefined : routeDefinition(routeId)?.tab;
  return { route: BOTTOM_TABS.find((tab) => tab.key === tabKey)?.route ?? '/_main/home' };
}
