import type { NativeMessage } from '@jogak/native-bridge';
import { nativeBackAction } from '../routing/native-back';

/** Entry pages where the shell's back button leaves the app (spec section 9's start, access-permission, home). */
const EXIT_ON_BACK_PAGES = new Set(['/', '/auth/access-permission', '/home']);

/** Spec section 9: a pause longer than this logs the user out on foreground. */
export const BACKGROUND_PAUSE_LIMIT_MS = 10 * 60 * 1000;

/** Spec section 8: the toast when the partner reports a failed account link. */
export const ACCOUNT_LINK_FAILED_TOAST = '계좌 연동을 실패 했습니다. 계좌 연동 작업을 다시 진행합니다.';

/** Why a partner web view is open (spec section 4), as stored before opening it. */
export type PartnerPurpose = 'CREATE_ACCOUNT' | 'CORP_ACCOUNT_LINK' | 'PASSWORD_APPLY' | 'PASSWORD_CANCEL';

/** What the shell knows when a message arrives. */
export interface ShellFacts {
  currentPathname: string;
  previousPathname: string | undefined;
  /** When the last `background` message arrived; `undefined` when never paused. */
  pausedAt: number | undefined;
  hasToken: boolean;
  /** The stored partner web-view purpose, and the subscription it was opened for. */
  partnerPurpose: PartnerPurpose | undefined;
  partnerSubscriptionId: string | undefined;
  /** The investor-tendency questionnaire has not been answered yet. */
  tendencyPending: boolean;
  /** The page's path is a market detail (`/market/$id`). */
  onMarketDetail: boolean;
}

/** One thing the shell does; the runner carries them out in order, awaiting each. */
export type ShellAction =
  | { type: 'store-device'; pushToken: string; os: string; version: string; pin: string }
  | { type: 'store-os-version'; os: string; version: string }
  | { type: 'record-pause'; at: number }
  | { type: 'logout' }
  | { type: 'recheck-kakao-sign-in' }
  | { type: 'reconnect-realtime' }
  | { type: 'emit-market-foreground' }
  | { type: 'navigate'; to: string; search?: Record<string, string> }
  | { type: 'back' }
  | { type: 'exit-app' }
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
function pathOfRouteValue(route: string): string {
  const trimmed = route.replace(/^\/+/, '');
  const event = /^event\/([^/?#]+)$/.exec(trimmed);
  if (event?.[1]) return `/community/event/${event[1]}`;
  return `/${trimmed}`;
}

/** An in-app path from a deferred deep link (absolute URL or path); other origins are refused. */
function pathOfDeferredLink(url: string, origin: string): { to: string; search: Record<string, string> } | undefined {
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
  return { to: pathname, search: Object.fromEntries(parsed.searchParams) };
}

function restartOrBack(facts: ShellFacts): ShellAction[] {
  return facts.partnerPurpose === 'CREATE_ACCOUNT' ? [{ type: 'restart-account-flow' }] : [{ type: 'back' }];
}

/**
 * What the shell does for each native message of spec section 4 (de-duplication within 100 ms
 * already happened in the bridge).
 *
 * @example
 * planNativeMessage({ type: 'foreground', payload: { at: 660_001 } }, { ...facts, pausedAt: 0 }, origin);
 * // [{ type: 'logout' }, { type: 'reconnect-realtime' }]
 */
export function planNativeMessage(message: NativeMessage, facts: ShellFacts, origin: string): ShellAction[] {
  switch (message.type) {
    case 'init': {
      const { pushToken, os, version, pin } = message.payload;
      return [
        { type: 'store-device', pushToken, os: os.toUpperCase(), version, pin },
        { type: 'navigate', to: '/' },
      ];
    }
    case 'foreground': {
      const paused = facts.pausedAt === undefined ? 0 : message.payload.at - facts.pausedAt;
      const actions: ShellAction[] = [];
      if (paused > BACKGROUND_PAUSE_LIMIT_MS) actions.push({ type: 'logout' });
      else if (facts.hasToken) actions.push({ type: 'recheck-kakao-sign-in' });
      actions.push({ type: 'reconnect-realtime' });
      if (facts.onMarketDetail) actions.push({ type: 'emit-market-foreground' });
      return actions;
    }
    case 'background':
      return [{ type: 'record-pause', at: message.payload.at }];
    case 'backButton': {
      const action = nativeBackAction(facts.currentPathname, facts.previousPathname);
      if (action === 'back') return [{ type: 'back' }];
      // Of the self-handling pages, the app owns the entry pages (start, the access-permission
      // notice, home): back leaves the app there. The others listen to the bridge themselves.
      if (action === 'page' && EXIT_ON_BACK_PAGES.has(facts.currentPathname.replace(/(.)\/$/, '$1'))) {
        return [{ type: 'exit-app' }];
      }
      return [];
    }
    case 'close':
      return restartOrBack(facts);
    case 'account-tmp':
      return [{ type: 'store-tmp-customer-no', tmpCustNo: message.payload.tmpCustNo }];
    case 'account-complete': {
      const { accountNo } = message.payload;
      return [
        { type: 'clear-tmp-customer-no' },
        { type: 'report-account-opened', accountNo },
        { type: 'store-linked-account', accountNo },
        { type: 'navigate', to: facts.tendencyPending ? '/investment-analysis/personal-analysis' : '/home' },
      ];
    }
    case 'account-linked':
      return message.payload.success
        ? [{ type: 'report-account-linked' }, { type: 'navigate', to: '/home' }]
        : [{ type: 'toast', message: ACCOUNT_LINK_FAILED_TOAST }, { type: 'restart-account-flow' }];
    case 'token-expire':
      if (facts.partnerPurpose === 'PASSWORD_APPLY' && facts.partnerSubscriptionId) {
        return [{ type: 'navigate', to: `/subscription/${facts.partnerSubscriptionId}/apply/certificate` }];
      }
      if (facts.partnerPurpose === 'PASSWORD_CANCEL') {
        return [{ type: 'navigate', to: '/subscription/cancel/certificate' }];
      }
      return [{ type: 'restart-account-flow' }];
    case 'route':
      return [{ type: 'navigate', to: pathOfRouteValue(message.payload.route) }];
    case 'apppush': {
      const { path, query } = message.payload;
      return [{ type: 'navigate', to: path.startsWith('/') ? path : `/${path}`, search: query }];
    }
    case 'deferredLinkUrl': {
      const target = pathOfDeferredLink(message.payload.url, origin);
      return target ? [{ type: 'navigate', to: target.to, search: target.search }] : [];
    }
    case 'event':
      return [{ type: 'store-referral-code', referralCode: message.payload.referralCode }];
    case 'osVersion':
      return [{ type: 'store-os-version', os: message.payload.os.toUpperCase(), version: message.payload.version }];
    case 'needUpdate':
      return [{ type: 'ask-update', required: message.payload.required, storeUrl: message.payload.storeUrl }];
    case 'networkChange':
      return [{ type: 'confirm-network-change' }];
  }
}
