import type { NativeMessage } from '@jogak/native-bridge';
import type { NavigateToRouteOptions } from '../navigation/route-link';
import type { RouteTarget } from '../routes/route-target';
import { parseReferralCode } from '../referral/referral-code';
import type { PartnerWebViewPurpose } from '../start-up/start-up';
import { nativeBackAction, withoutTrailingSlash } from './native-back';

/**
 * Entry pages where the shell's back button leaves the app (spec §9's start, access-permission,
 * home), by the router's route ids.
 */
const EXIT_ON_BACK_ROUTES: ReadonlySet<string> = new Set(['/', '/auth/access-permission', '/_main/home']);

/** The market detail, whose page re-reads its live data after a `foreground`. */
const MARKET_DETAIL_ROUTE = '/_main/market/$id';

/** Spec §9: a pause longer than this logs the user out on foreground. */
export const BACKGROUND_PAUSE_LIMIT_MS = 10 * 60 * 1000;

/** Spec §8: the toast when the partner reports a failed account link. */
export const ACCOUNT_LINK_FAILED_TOAST = '계좌 연동을 실패 했습니다. 계좌 연동 작업을 다시 진행합니다.';

/** What the app knows when a message arrives. */
export interface ShellFacts {
  /**
   * The router's route id of the page on screen (`router.state.matches.at(-1)?.routeId`) when the
   * message arrived, read before anything awaits: on a self-handling page the bridge has just run
   * the page's own `backButton` handler, whose navigation must not make the planner see the next
   * page (and plan a `back` that returns to the page being left).
   */
  currentRouteId: string | undefined;
  /** The route id of the page before it; `undefined` on the first page. */
  previousRouteId: string | undefined;
  /** When the `background` message not yet followed by a `foreground` arrived; `undefined` when no pause is open. */
  pausedAt: number | undefined;
  hasToken: boolean;
  /**
   * The stored partner web-view purpose, and the subscription it was opened for: read by `close`,
   * `token-expire` and `password-complete` only, so the others need not wait for storage.
   */
  partnerPurpose: PartnerWebViewPurpose | undefined;
  partnerSubscriptionId: string | undefined;
  /** The investor-tendency questionnaire has not been answered yet. */
  tendencyPending: boolean;
  /** A dialog the back button may close waits for its answer (a locked one does not count). */
  dismissibleDialog: boolean;
}

/**
 * One thing the app does; the runner carries them out in order, awaiting each. `navigate` goes
 * to a route the app decides, as a new entry unless its options say `replace`; `open-href`
 * follows a path that came from outside (a deep link, a push), which the router resolves or
 * shows as not found.
 */
export type ShellAction =
  | { type: 'store-device'; pushToken: string; os: string; version: string; pin: string }
  | { type: 'store-os-version'; os: string; version: string }
  | { type: 'record-pause'; at: number }
  | { type: 'logout' }
  | { type: 'recheck-kakao-sign-in' }
  | { type: 'reconnect-realtime' }
  | { type: 'emit-market-foreground' }
  | { type: 'navigate'; target: RouteTarget; options?: Pick<NavigateToRouteOptions, 'replace'> }
  | { type: 'open-href'; href: string }
  | { type: 'back' }
  | { type: 'exit-app' }
  | { type: 'dismiss-dialog' }
  | { type: 'restart-account-flow' }
  | { type: 'store-tmp-customer-no'; tmpCustNo: string }
  | { type: 'clear-tmp-customer-no' }
  | { type: 'report-account-opened'; accountNo: string }
  | { type: 'store-linked-account'; accountNo: string }
  | { type: 'report-account-linked' }
  | { type: 'toast'; message: string }
  | { type: 'store-referral-code'; referralCode: string }
  | { type: 'ask-update'; required: boolean; storeUrl: string | undefined }
  | { type: 'confirm-network-change' };

/** Where a `route` message's value leads: `event/{id}` is an event detail, else an app path. */
function actionOfRouteValue(route: string): ShellAction {
  const trimmed = route.replace(/^\/+/, '');
  const event = /^event\/([^/?#]+)$/.exec(trimmed);
  if (event?.[1]) return { type: 'navigate', target: { route: '/_main/community/event/$id', params: { id: event[1] } } };
  return { type: 'open-href', href: `/${trimmed}` };
}

/** A push's path with its query, as one in-app href. */
function hrefOfPush(path: string, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return `${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/** An in-app href from a deferred deep link (absolute URL or path); other origins are refused. */
function hrefOfDeferredLink(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  const ownOrigin = parsed.origin === origin;
  const appScheme = parsed.protocol !== 'http:' && parsed.protocol !== 'https:';
  if (!ownOrigin && !appScheme) return undefined;
  // Custom schemes (jogak://subscription/3) put the first segment in the host.
  const pathname = appScheme ? `/${parsed.host}${parsed.pathname}`.replace(/\/+$/, '') || '/' : parsed.pathname;
  return `${pathname}${parsed.search}`;
}

function restartOrBack(facts: ShellFacts): ShellAction[] {
  return facts.partnerPurpose === 'CREATE_ACCOUNT' ? [{ type: 'restart-account-flow' }] : [{ type: 'back' }];
}

function planForeground(at: number, facts: ShellFacts): ShellAction[] {
  const paused = facts.pausedAt === undefined ? 0 : at - facts.pausedAt;
  const actions: ShellAction[] = [];
  // Only a session is ended: logging a guest out would make a type 100 (before sign-up) a 900
  // (signed out) and take them from the page they browse to the login page.
  if (facts.hasToken) actions.push(paused > BACKGROUND_PAUSE_LIMIT_MS ? { type: 'logout' } : { type: 'recheck-kakao-sign-in' });
  actions.push({ type: 'reconnect-realtime' });
  if (facts.currentRouteId === MARKET_DETAIL_ROUTE) actions.push({ type: 'emit-market-foreground' });
  return actions;
}

function planBackButton(facts: ShellFacts): ShellAction[] {
  const action = nativeBackAction(facts.currentRouteId, facts.previousRouteId);
  // A history back while a dialog is open is turned into closing it by the app's router.
  if (action === 'back') return [{ type: 'back' }];
  // Of the self-handling pages, the app owns the entry pages (start, the access-permission
  // notice, home): back leaves the app there. The others listen to the bridge themselves.
  const current = facts.currentRouteId === undefined ? undefined : withoutTrailingSlash(facts.currentRouteId);
  const exits = action === 'page' && current !== undefined && EXIT_ON_BACK_ROUTES.has(current);
  if (action === 'page' && !exits) return [];
  // Leaving the app, or staying on a page the back may not leave: an open dialog takes the back
  // first, as on Android.
  if (facts.dismissibleDialog) return [{ type: 'dismiss-dialog' }];
  return exits ? [{ type: 'exit-app' }] : [];
}

function planAccountComplete(accountNo: string, facts: ShellFacts): ShellAction[] {
  return [
    { type: 'clear-tmp-customer-no' },
    { type: 'report-account-opened', accountNo },
    { type: 'store-linked-account', accountNo },
    {
      type: 'navigate',
      target: { route: facts.tendencyPending ? '/investment-analysis/personal-analysis' : '/_main/home' },
    },
  ];
}

function planAccountLinked(success: boolean): ShellAction[] {
  return success
    ? [{ type: 'report-account-linked' }, { type: 'navigate', target: { route: '/_main/home' } }]
    : [{ type: 'toast', message: ACCOUNT_LINK_FAILED_TOAST }, { type: 'restart-account-flow' }];
}

/** An expired partner token sends a password page back to its certificate step (spec §4). */
function planTokenExpire(facts: ShellFacts): ShellAction[] {
  if (facts.partnerPurpose === 'PASSWORD_APPLY' && facts.partnerSubscriptionId) {
    const target: RouteTarget = { route: '/subscription/$id/apply/certificate', params: { id: facts.partnerSubscriptionId } };
    return [{ type: 'navigate', target }];
  }
  if (facts.partnerPurpose === 'PASSWORD_CANCEL') {
    return [{ type: 'navigate', target: cancelCertificate(facts, {}) }];
  }
  return [{ type: 'restart-account-flow' }];
}

/** The cancel's certificate step, for the subscription the password page was opened for when known. */
function cancelCertificate(facts: ShellFacts, search: Readonly<Record<string, string>>): RouteTarget {
  const id = facts.partnerSubscriptionId;
  const query = id ? { id, ...search } : search;
  return Object.keys(query).length > 0
    ? { route: '/subscription/cancel/certificate', search: query }
    : { route: '/subscription/cancel/certificate' };
}

/**
 * A password page confirmed its order: an apply goes to its result (`/subs-end`), a cancel to its
 * certificate step, which then shows the cancellation, each in place of the spent step; both carry
 * the page's `trans_no`.
 */
function planPasswordComplete(transNo: string, facts: ShellFacts): ShellAction[] {
  if (facts.partnerPurpose === 'PASSWORD_APPLY' && facts.partnerSubscriptionId) {
    const target: RouteTarget = { route: '/subscription/$id/subs-end', params: { id: facts.partnerSubscriptionId }, search: { transNo } };
    // The apply flow's steps share one history entry: back from the result (or the list after
    // it) must not reach the certificate step of an order already placed.
    return [{ type: 'navigate', target, options: { replace: true } }];
  }
  // The cancellation shows in place of the spent confirmation: back from it leads where the cancel began.
  if (facts.partnerPurpose === 'PASSWORD_CANCEL') return [{ type: 'navigate', target: cancelCertificate(facts, { transNo }), options: { replace: true } }];
  return [];
}

/** The messages that lead somewhere: a `route` value, a push, a deferred deep link. */
function planLink(message: Extract<NativeMessage, { type: 'route' | 'apppush' | 'deferredLinkUrl' }>, origin: string): ShellAction[] {
  switch (message.type) {
    case 'route':
      return [actionOfRouteValue(message.payload.route)];
    case 'apppush':
      return [{ type: 'open-href', href: hrefOfPush(message.payload.path, message.payload.query) }];
    case 'deferredLinkUrl': {
      const href = hrefOfDeferredLink(message.payload.url, origin);
      return href ? [{ type: 'open-href', href }] : [];
    }
  }
}

/**
 * What the app does for each native message of spec §4 (de-duplication within 100 ms already
 * happened in the bridge). Pure: the facts say what the app knows, `origin` is the app's own
 * (a deferred link elsewhere is refused).
 *
 * @example
 * planNativeMessage({ type: 'foreground', payload: { at: 660_001 } }, { ...facts, pausedAt: 0 }, origin);
 * // [{ type: 'logout' }, { type: 'reconnect-realtime' }]
 * planNativeMessage({ type: 'route', payload: { route: 'event/31' } }, facts, origin);
 * // [{ type: 'navigate', target: { route: '/_main/community/event/$id', params: { id: '31' } } }]
 */
export function planNativeMessage(message: NativeMessage, facts: ShellFacts, origin: string): ShellAction[] {
  switch (message.type) {
    case 'init': {
      const { pushToken, os, version, pin } = message.payload;
      return [
        { type: 'store-device', pushToken, os: os.toUpperCase(), version, pin },
        { type: 'navigate', target: { route: '/' } },
      ];
    }
    case 'foreground':
      return planForeground(message.payload.at, facts);
    case 'background':
      return [{ type: 'record-pause', at: message.payload.at }];
    case 'backButton':
      return planBackButton(facts);
    case 'close':
      return restartOrBack(facts);
    case 'account-tmp':
      return [{ type: 'store-tmp-customer-no', tmpCustNo: message.payload.tmpCustNo }];
    case 'account-complete':
      return planAccountComplete(message.payload.accountNo, facts);
    case 'account-linked':
      return planAccountLinked(message.payload.success);
    case 'token-expire':
      return planTokenExpire(facts);
    case 'password-complete':
      return planPasswordComplete(message.payload.transNo, facts);
    case 'route':
    case 'apppush':
    case 'deferredLinkUrl':
      return planLink(message, origin);
    case 'event': {
      // Held to the rule an address's `event` is: what is kept is sent as `referralCode` at sign-up.
      const referralCode = parseReferralCode(message.payload.referralCode);
      return referralCode === undefined ? [] : [{ type: 'store-referral-code', referralCode }];
    }
    case 'osVersion':
      return [{ type: 'store-os-version', os: message.payload.os.toUpperCase(), version: message.payload.version }];
    case 'needUpdate':
      return [{ type: 'ask-update', required: message.payload.required, storeUrl: message.payload.storeUrl }];
    case 'networkChange':
      return [{ type: 'confirm-network-change' }];
  }
}
