import { routePath, type RouteTarget } from '../routes/route-target';
import { isCiOfMember } from '../session/stored-ci';
import { isCorporate } from '../user/user';
import { nextUserType, type UserTypeCode } from '../user-type/user-type';

/** Where a partner web view is opened for (spec §4). */
export type PartnerWebViewPurpose = 'CREATE_ACCOUNT' | 'CORP_ACCOUNT_LINK' | 'PASSWORD_APPLY' | 'PASSWORD_CANCEL';

/** A state change the app carries out before going on, in the order given. */
export type StartUpEffect =
  | { readonly type: 'set-user-type'; readonly userType: UserTypeCode }
  | { readonly type: 'remove-ci' }
  | { readonly type: 'clear-phone-change-status' };

/** What the app does next. */
export type StartUpNext =
  | { readonly type: 'navigate'; readonly target: RouteTarget }
  /**
   * Go to `page`, then open the partner web view over it. Start-up only ever sends a member to an
   * account page (password pages belong to a subscription), and always from a page of the app, so
   * the member is never left on the start-up page, whether the web view opens or not.
   */
  | {
      readonly type: 'open-partner-web-view';
      readonly purpose: Extract<PartnerWebViewPurpose, 'CREATE_ACCOUNT' | 'CORP_ACCOUNT_LINK'>;
      readonly page: RouteTarget;
    }
  /** Log in with the stored CI plus PIN, fetch member info, then call {@link decideAfterMemberInfo}. */
  | { readonly type: 'sign-in-with-ci'; readonly ci: string };

/** One start-up decision: effects first, then the next step. */
export interface StartUpDecision {
  readonly effects: readonly StartUpEffect[];
  readonly next: StartUpNext;
}

/** What the device has stored when the app starts. */
export interface StoredStartUpState {
  /** The stored app state (`'login'` after a logout); `null` on the very first start. */
  readonly appState: string | null;
  readonly userType: UserTypeCode;
  readonly individualCorpCode: string | null;
  readonly hasCorpInfo: boolean;
  readonly ci: string | null;
  /** The stored user's id; `null` when none is stored. */
  readonly userId: string | null;
  /** Whose the stored CI is: the login member record's id (`STORAGE_KEYS.loginMember`), `null` for none. */
  readonly ciMemberId: string | null;
}

/** The member-info response as far as start-up reads it. */
export interface StartUpMemberInfo {
  readonly userType: UserTypeCode;
  readonly individualCorpCode: string | null;
  readonly kycReExecute?: boolean | 'Y' | 'N' | null;
}

function navigate(target: RouteTarget): StartUpNext {
  return { type: 'navigate', target };
}

/**
 * Routing by user type (spec §4): 101 → kyc (individual) or home (corporate); 102 → type 200 and
 * the partner account-creation web view over home (individual) or the corporate account-link web
 * view over the corporate account-link page (whose 계좌 연동하기 opens it again); 103 → type 200
 * and home; 200/000 → home; 123 → clear the phone-change status, type 200, home; 900 → login;
 * anything else → first-time sign-up.
 *
 * @example
 * routeByUserType('103', 'INDIVIDUAL')
 * // { effects: [{ type: 'set-user-type', userType: '200' }], next: { type: 'navigate', target: { route: '/_main/home' } } }
 */
export function routeByUserType(userType: UserTypeCode, individualCorpCode: string | null): StartUpDecision {
  const corporate = isCorporate(individualCorpCode);
  // The new type comes from the one transition table, so routing and nextUserType cannot disagree.
  const routed = nextUserType(userType, { type: 'START_UP_ROUTED' });
  const setRoutedType: StartUpEffect[] = routed === userType ? [] : [{ type: 'set-user-type', userType: routed }];
  switch (userType) {
    case '101':
      return { effects: setRoutedType, next: navigate({ route: corporate ? '/_main/home' : '/kyc' }) };
    case '102':
      return {
        effects: setRoutedType,
        next: corporate
          ? { type: 'open-partner-web-view', purpose: 'CORP_ACCOUNT_LINK', page: { route: '/auth/corp-account-link' } }
          : { type: 'open-partner-web-view', purpose: 'CREATE_ACCOUNT', page: { route: '/_main/home' } },
      };
    case '103':
      return { effects: setRoutedType, next: navigate({ route: '/_main/home' }) };
    case '200':
    case '000':
      return { effects: setRoutedType, next: navigate({ route: '/_main/home' }) };
    case '123':
      return {
        effects: [{ type: 'clear-phone-change-status' }, ...setRoutedType],
        next: navigate({ route: '/_main/home' }),
      };
    case '900':
      return { effects: setRoutedType, next: navigate({ route: '/auth/login' }) };
    default:
      return { effects: setRoutedType, next: navigate({ route: '/auth/first-time-sign-up' }) };
  }
}

/**
 * The first start-up decision (spec §4), from what the device has stored: no app state yet →
 * access-permission; type 900 → first-time sign-up; the stored user's own CI → sign in with it
 * (then {@link decideAfterMemberInfo}); corporate info without that CI → login on the corporate
 * tab; otherwise routing by the stored type.
 *
 * A stored session is routed by its own member: a CI the device keeps for another member (the
 * individual whose PIN login it is, while a corporation's certificate session is stored) is left
 * alone, neither sent with this session nor removed.
 *
 * @example
 * decideStartUp({ appState: null, userType: '100', individualCorpCode: null, hasCorpInfo: false, ci: null, userId: null, ciMemberId: null })
 * // { effects: [], next: { type: 'navigate', target: { route: '/auth/access-permission' } } }
 */
export function decideStartUp(stored: StoredStartUpState): StartUpDecision {
  if (stored.appState === null || stored.appState === '' || stored.appState === 'access-permission') {
    return { effects: [], next: navigate({ route: '/auth/access-permission' }) };
  }
  if (stored.userType === '900') return { effects: [], next: navigate({ route: '/auth/first-time-sign-up' }) };
  const storedUser = { id: stored.userId, individualCorpCode: stored.individualCorpCode };
  if (stored.ci && isCiOfMember(stored.ciMemberId, storedUser)) return { effects: [], next: { type: 'sign-in-with-ci', ci: stored.ci } };
  if (stored.hasCorpInfo) return { effects: [], next: navigate({ route: '/auth/login', search: { tabs: 'corporate' } }) };
  return routeByUserType(stored.userType, stored.individualCorpCode);
}

/**
 * The start-up decision once the CI sign-in has fetched member info (spec §4): none → remove
 * the CI and open first-time sign-up; kycReExecute → kyc; a stored phone-change status turns the
 * type into 123; then routing by type.
 *
 * @example
 * decideAfterMemberInfo(null, false)
 * // { effects: [{ type: 'remove-ci' }], next: { type: 'navigate', target: { route: '/auth/first-time-sign-up' } } }
 */
export function decideAfterMemberInfo(
  memberInfo: StartUpMemberInfo | null,
  hasPhoneChangeStatus: boolean,
): StartUpDecision {
  if (memberInfo === null) {
    return { effects: [{ type: 'remove-ci' }], next: navigate({ route: '/auth/first-time-sign-up' }) };
  }
  if (memberInfo.kycReExecute === true || memberInfo.kycReExecute === 'Y') {
    return { effects: [], next: navigate({ route: '/kyc' }) };
  }
  if (hasPhoneChangeStatus) {
    const phoneChanged = nextUserType(memberInfo.userType, { type: 'PHONE_CHANGED' });
    const routed = routeByUserType(phoneChanged, memberInfo.individualCorpCode);
    return { effects: [{ type: 'set-user-type', userType: phoneChanged }, ...routed.effects], next: routed.next };
  }
  return routeByUserType(memberInfo.userType, memberInfo.individualCorpCode);
}

/** Where a login without a page to return to lands. */
const HOME_PATH = routePath('/_main/home');

/**
 * After login the user returns to the page they came from, or home (spec §4). Only an in-app
 * path is honoured, and never an auth or start-up page, so a crafted `redirect` cannot leave the
 * app or loop back to login.
 *
 * @example
 * pathAfterLogin('/subscription/3?tab=info') // '/subscription/3?tab=info'
 * pathAfterLogin('https://evil.example') // '/home'
 */
export function pathAfterLogin(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return HOME_PATH;
  const pathname = from.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || pathname.startsWith('/auth/') || pathname.startsWith('/init/')) return HOME_PATH;
  return from;
}
