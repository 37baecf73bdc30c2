import { isJogakApiError } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  applyStartUpEffects,
  decideAfterMemberInfo,
  decideStartUp,
  hasPhoneChangeStatus,
  isCorporate,
  readStoredStartUpState,
  sessionStore,
  userStore,
  type PartnerWebViewOpening,
  type PersistenceAdapter,
  type RouteTarget,
  type StartUpDecision,
  type StartUpMemberInfo,
} from '@jogak/app-core';

/** The start-up page's query (spec section 2, "Start-up query handling"). */
export interface StartUpSearch {
  /** A referral code, stored before the flow continues. */
  event?: string;
  /** `qna` opens the Q&A list instead of the usual flow. */
  route?: string;
}

export interface StartUpDeps {
  persistence: PersistenceAdapter;
  /** Follows where start-up leads (`followRoute`), in the start page's place in the history. */
  navigate: (target: RouteTarget) => Promise<void> | void;
  /**
   * Opens the partner web view over start-up's page. It tells the member itself when it cannot
   * (the start-up page gives the shell's opener `toastingFailure`): a rejection here is unexpected.
   */
  openPartnerWebView: (opening: PartnerWebViewOpening) => Promise<void>;
  /**
   * Logs in with the stored CI plus PIN and fetches member info (app-core's `signInWithCi`): `null`
   * when the server has no member for the CI; rejects with the client's error otherwise.
   */
  signInWithCi: (ci: string) => Promise<StartUpMemberInfo | null>;
  /** The version check of spec section 4 on what the shell reported in `init`. */
  isVersionSupported: () => boolean;
  /** Shows the invalid-version dialog and sends the person to the store; the app goes no further. */
  requireUpdate: () => Promise<void>;
}

/**
 * A CI sign-in that failed (spec §4, §8). A 401 is the HTTP policy's: it has already gone to
 * sign-up (or logged out a signed-out member), so start-up goes nowhere else. A refused PIN (the
 * shell's `init` handed over a wrong or locked one) opens the login on the stored member's tab,
 * as logout does; the individual tab says why, as its own PIN login would. The previous
 * session's token is dropped first (the store and the device): the refused PIN was the only proof
 * of who holds the phone, and with the token kept the next start-up (a back to `/`, a reload),
 * the PIN now used up, would fetch the member with it and land on home signed in. Anything else
 * is unexpected and goes on to the start-up page's error handling.
 */
async function carryOutFailedSignIn(error: unknown, deps: StartUpDeps): Promise<void> {
  if (isJogakApiError(error) && error.status === 401) return;
  // features-auth (which reads a refusal as its PIN login does) loads only on this path, the one
  // leading to its login: the start-up page's chunk stays without the auth screens.
  const { showOnPinLogin, startUpPinRefusalOf } = await import('@jogak/features-auth');
  const refusal = startUpPinRefusalOf(error);
  if (!refusal) throw error;
  sessionStore.token = '';
  await deps.persistence.remove(STORAGE_KEYS.token);
  if (isCorporate(userStore.individualCorpCode)) {
    await deps.navigate({ route: '/auth/login', search: { tabs: 'corporate' } });
    return;
  }
  showOnPinLogin(refusal);
  await deps.navigate({ route: '/auth/login', search: { tabs: 'individual' } });
}

async function carryOut(decision: StartUpDecision, deps: StartUpDeps): Promise<void> {
  await applyStartUpEffects(decision.effects, deps.persistence);
  const { next } = decision;
  switch (next.type) {
    case 'navigate':
      await deps.navigate(next.target);
      return;
    case 'open-partner-web-view':
      // The page first: whether the web view opens, fails to (its toast) or is closed, the member
      // is on a screen of the app, not on the start-up page.
      await deps.navigate(next.page);
      await deps.openPartnerWebView({ purpose: next.purpose });
      return;
    case 'sign-in-with-ci': {
      let memberInfo: StartUpMemberInfo | null;
      try {
        memberInfo = await deps.signInWithCi(next.ci);
      } catch (error) {
        await carryOutFailedSignIn(error, deps);
        return;
      }
      const phoneChanged = await hasPhoneChangeStatus(deps.persistence);
      await carryOut(decideAfterMemberInfo(memberInfo, phoneChanged), deps);
      return;
    }
  }
}

/**
 * The start-up flow of spec sections 2 and 4: store an `event` referral code, stop at the
 * invalid-version dialog when the app is too old, open the Q&A list for `route=qna`, otherwise
 * decide from what the device has stored (app-core's `decideStartUp`) and carry the decision out,
 * through the CI sign-in (app-core's `signInWithCi`) when there is one. It always ends on a page
 * of the app, unless it rejects with an unexpected error (a 500, no network) for the start-up
 * page to show the error page.
 *
 * @example
 * await runStartUp({ event: 'FRIEND1' }, { persistence, navigate, openPartnerWebView, signInWithCi, isVersionSupported, requireUpdate });
 */
export async function runStartUp(search: StartUpSearch, deps: StartUpDeps): Promise<void> {
  if (search.event) await deps.persistence.set(STORAGE_KEYS.referralCode, search.event);
  if (!deps.isVersionSupported()) {
    await deps.requireUpdate();
    return;
  }
  if (search.route === 'qna') {
    await deps.navigate({ route: '/_main/support/qna' });
    return;
  }
  await carryOut(decideStartUp(await readStoredStartUpState(deps.persistence)), deps);
}
