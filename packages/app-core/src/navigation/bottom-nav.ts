import { MESSAGES } from '../messages/messages';
import { ROUTES, type TabKey } from '../routes/route-table';
import type { UserTypeCode } from '../user-type/user-type';

/** One tab of the bottom navigation (spec §2). */
export interface BottomTab {
  readonly key: TabKey;
  readonly label: string;
  readonly path: string;
  readonly loginRequired: boolean;
}

/**
 * The five tabs, in order.
 *
 * @example
 * BOTTOM_TABS.map((tab) => tab.label) // ['홈', '청약', '자산', '시세', 'MY']
 */
export const BOTTOM_TABS: readonly BottomTab[] = [
  { key: 'home', label: '홈', path: ROUTES.home.path, loginRequired: false },
  { key: 'subscription', label: '청약', path: ROUTES.subscription.path, loginRequired: false },
  { key: 'assets', label: '자산', path: ROUTES.assets.path, loginRequired: true },
  { key: 'market', label: '시세', path: ROUTES.market.path, loginRequired: false },
  { key: 'my', label: 'MY', path: ROUTES.my.path, loginRequired: false },
];

/** What a tap on a tab or the bell leads to. */
export type NavDecision =
  | { readonly type: 'stay' }
  | { readonly type: 'navigate'; readonly to: string }
  | { readonly type: 'blocked'; readonly toast: string; readonly redirect: string | null };

/**
 * A tap on a bottom tab (spec §2): the open tab does nothing; a login-required tab sends type 100
 * to sign-up with "회원가입 후 이용해주세요" and type 900 to login with "로그인 후 이용해주세요";
 * everything else navigates.
 *
 * @example
 * tabDecision('assets', { currentTab: 'home', userType: '100' })
 * // { type: 'blocked', toast: '회원가입 후 이용해주세요', redirect: '/auth/sign-up' }
 */
export function tabDecision(
  tab: TabKey,
  context: { readonly currentTab: TabKey | null; readonly userType: UserTypeCode },
): NavDecision {
  if (tab === context.currentTab) return { type: 'stay' };
  const target = BOTTOM_TABS.find((candidate) => candidate.key === tab) ?? BOTTOM_TABS[0]!;
  if (target.loginRequired && context.userType === '100') {
    return { type: 'blocked', toast: MESSAGES.SIGN_UP_REQUIRED, redirect: ROUTES.signUp.path };
  }
  if (target.loginRequired && context.userType === '900') {
    return { type: 'blocked', toast: MESSAGES.LOGIN_REQUIRED, redirect: ROUTES.login.path };
  }
  return { type: 'navigate', to: target.path };
}

/**
 * A tap on the notification bell (spec §2): with a session token it opens /alert; without one
 * the user sees "로그인 후 이용해주세요" and stays where they are. Logged in means holding a token,
 * as for every auth-flagged route.
 *
 * @example
 * bellDecision(true) // { type: 'navigate', to: '/alert' }
 * bellDecision(false) // { type: 'blocked', toast: '로그인 후 이용해주세요', redirect: null }
 */
export function bellDecision(hasToken: boolean): NavDecision {
  return hasToken
    ? { type: 'navigate', to: ROUTES.alert.path }
    : { type: 'blocked', toast: MESSAGES.LOGIN_REQUIRED, redirect: null };
}
