import {
  STORAGE_KEYS,
  commonStore,
  nextUserType,
  sessionStore,
  updateUser,
  userStore,
  type NavigateToRouteOptions,
  type PersistenceAdapter,
  type RouteTarget,
  type ShellAction,
} from '@jogak/app-core';
import { dismissTopDialog } from '@jogak/ui-kit';

/** The side effects the shell actions need; the app builds them from the router, bridge and client. */
export interface ShellEffects {
  persistence: PersistenceAdapter;
  /** Follows a route the app decided (`followRoute`), in place of the current entry when `replace`. */
  navigate: (target: RouteTarget, options?: Pick<NavigateToRouteOptions, 'replace'>) => Promise<void> | void;
  /** Follows a path that came from outside: a deep link, a push (`followHref`). */
  openHref: (href: string) => Promise<void> | void;
  back: () => void;
  logout: () => Promise<void>;
  /** Re-checks the Kakao-style sign-in; a failed check logs out (spec section 8). */
  recheckKakaoSignIn: () => Promise<void>;
  reconnectRealtime: () => Promise<void>;
  emitMarketForeground: () => void;
  exitApp: () => void;
  restartAccountFlow: () => Promise<void>;
  reportAccountOpened: (accountNo: string) => Promise<void>;
  reportAccountLinked: () => Promise<void>;
  toast: (message: string) => void;
  askUpdate: (required: boolean, storeUrl: string | undefined) => Promise<void>;
  confirmNetworkChange: () => Promise<void>;
  /** Remembers when the shell went to the background. */
  recordPause: (at: number) => void;
  /** Remembers the OS version the shell reported (shown on /my). */
  recordOsVersion: (os: string, version: string) => void;
}

/**
 * The store after the partner's account step succeeded: linked, and the type app-core's table
 * gives for ACCOUNT_LINKED (spec §4's 102, needs kakao registration, becomes 200 as start-up's
 * routing makes it), or the transaction gate would keep sending the member to the account page
 * they just finished until a restart.
 */
function markAccountLinked(accountNo?: string): void {
  const userType = nextUserType(userStore.userType, { type: 'ACCOUNT_LINKED' });
  updateUser({
    ...(accountNo === undefined ? {} : { accountNo }),
    allianceAccountNoRegisterYn: 'Y',
    ...(userType === userStore.userType ? {} : { userType }),
  });
}

async function runOne(action: ShellAction, effects: ShellEffects): Promise<void> {
  switch (action.type) {
    case 'store-device':
      sessionStore.pushToken = action.pushToken;
      userStore.media = action.os;
      commonStore.version = action.version;
      commonStore.pin = action.pin;
      return;
    case 'store-os-version':
      userStore.media = action.os;
      effects.recordOsVersion(action.os, action.version);
      return;
    case 'record-pause':
      effects.recordPause(action.at);
      return;
    case 'logout':
      return effects.logout();
    case 'recheck-kakao-sign-in':
      return effects.recheckKakaoSignIn();
    case 'reconnect-realtime':
      return effects.reconnectRealtime();
    case 'emit-market-foreground':
      effects.emitMarketForeground();
      return;
    case 'navigate':
      return effects.navigate(action.target, action.options);
    case 'open-href':
      return effects.openHref(action.href);
    case 'back':
      return effects.back();
    case 'exit-app':
      return effects.exitApp();
    case 'dismiss-dialog':
      return void dismissTopDialog();
    case 'restart-account-flow':
      return effects.restartAccountFlow();
    case 'store-tmp-customer-no':
      return effects.persistence.set(STORAGE_KEYS.tempCustomerNo, action.tmpCustNo);
    case 'clear-tmp-customer-no':
      return effects.persistence.remove(STORAGE_KEYS.tempCustomerNo);
    case 'report-account-opened':
      return effects.reportAccountOpened(action.accountNo);
    case 'store-linked-account':
      markAccountLinked(action.accountNo);
      return;
    case 'report-account-linked':
      await effects.reportAccountLinked();
      // Reported and confirmed: the store says linked too, as after `account-complete`.
      markAccountLinked();
      return;
    case 'toast':
      effects.toast(action.message);
      return;
    case 'store-referral-code':
      return effects.persistence.set(STORAGE_KEYS.referralCode, action.referralCode);
    case 'ask-update':
      return effects.askUpdate(action.required, action.storeUrl);
    case 'confirm-network-change':
      return effects.confirmNetworkChange();
  }
}

/**
 * Carries out shell actions in order. A failing action is reported and the rest still run, so
 * (for example) a failed account-opened report never strands the user off the home screen.
 *
 * @example
 * await runShellActions(planNativeMessage(message, facts, location.origin), effects, console.error);
 */
export async function runShellActions(
  actions: readonly ShellAction[],
  effects: ShellEffects,
  onError: (error: unknown, action: ShellAction) => void,
): Promise<void> {
  for (const action of actions) {
    try {
      await runOne(action, effects);
    } catch (error) {
      onError(error, action);
    }
  }
}
