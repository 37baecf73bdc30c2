import {
  STORAGE_KEYS,
  applyStartUpEffects,
  decideAfterMemberInfo,
  decideStartUp,
  hasPhoneChangeStatus,
  readStoredStartUpState,
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
  /** Follows where start-up leads (`followRoute`). */
  navigate: (target: RouteTarget) => Promise<void> | void;
  openPartnerWebView: (opening: PartnerWebViewOpening) => Promise<void>;
  /** Logs in with the stored CI plus PIN and fetches member info; `null` when there is no member. */
  signInWithCi: (ci: string) => Promise<StartUpMemberInfo | null>;
  /** The version check of spec section 4 on what the shell reported in `init`. */
  isVersionSupported: () => boolean;
  /** Shows the invalid-version dialog and sends the person to the store; the app goes no further. */
  requireUpdate: () => Promise<void>;
}

async function carryOut(decision: StartUpDecision, deps: StartUpDeps): Promise<void> {
  await applyStartUpEffects(decision.effects, deps.persistence);
  const { next } = decision;
  switch (next.type) {
    case 'navigate':
      await deps.navigate(next.target);
      return;
    case 'open-partner-web-view':
      await deps.openPartnerWebView({ purpose: next.purpose });
      return;
    case 'sign-in-with-ci': {
      const memberInfo = await deps.signInWithCi(next.ci);
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
 * through the CI sign-in (app-core's `signInWithCi`) when there is one.
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
