import { isToldByHttpPolicy, type JogakClient } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  loadMemberInfo,
  partnerWebViewUrl,
  readStoredCiOf,
  userStore,
  writePartnerPurpose,
  type PartnerWebViewOpening,
  type PersistenceAdapter,
} from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';
import { showToast } from '@jogak/ui-kit';

/** Opens a partner web view, or rejects with why it could not (the API error, with its server code). */
export type PartnerWebViewOpener = (opening: PartnerWebViewOpening) => Promise<void>;

/** What a caller with no message of its own tells the member when the web view did not open. */
export const PARTNER_WEB_VIEW_FAILED = '증권사 계좌 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.';

/**
 * The identity the account-agency token is asked with. A member who signed in before a restart
 * has only the device's keys (the CI, and the user fields kept on the device), so the rest comes
 * from the member info. The device's CI is used only when it is this member's (app-core's
 * `readStoredCiOf`): a corporation's session on a device that keeps an individual's CI asks for
 * its own member info, never the individual's.
 */
async function completeIdentity(client: Pick<JogakClient, 'GET'>, persistence: PersistenceAdapter): Promise<void> {
  if (userStore.ci && userStore.name && userStore.birth && userStore.phoneNo) return;
  const ci = userStore.ci || (await readStoredCiOf(persistence, userStore));
  await loadMemberInfo(client, { ci });
}

/**
 * Opens a partner web view (spec §4, §7): asks for the account-agency token (with the member's
 * identity, completed from the member info after a restart), stores why (read back by `close` and
 * `token-expire`), and has the shell open app-core's `partnerWebViewUrl`. An opening whose
 * `signal` aborts (the member left the screen that asked) stops the token call, opens nothing,
 * stores nothing and resolves without a word. When it cannot, the
 * failure is reported to the console and the opener rejects with it (spec §8: a failed token
 * fetch is rethrown carrying the server code), so the caller says why in its own place: the
 * certificate screens' lasting alert, the corporate link page's message, or, for a caller with
 * none, {@link toastingFailure}'s toast. Never both.
 *
 * @example
 * const openPartnerWebView = createPartnerWebViewOpener({ client, bridge, persistence, host, now: Date.now });
 * await openPartnerWebView({ purpose: 'PASSWORD_APPLY', subscriptionId: '108', order }).catch(() => setFailed(true));
 */
export function createPartnerWebViewOpener({
  client,
  bridge,
  persistence,
  host,
  now,
}: {
  client: Pick<JogakClient, 'GET' | 'POST'>;
  bridge: Pick<NativeBridge, 'send'>;
  persistence: PersistenceAdapter;
  /** Where the partner's pages live (`partnerWebViewHost`). */
  host: string;
  now: () => number;
}): PartnerWebViewOpener {
  return async (opening) => {
    const { signal } = opening;
    try {
      await completeIdentity(client, persistence);
      const { data } = await client.POST('/main/v1/account/agency/auth/token', {
        body: { ci: userStore.ci, name: userStore.name, birth: userStore.birth, phone: userStore.phoneNo },
        ...(signal ? { signal } : {}),
      });
      if (!data) throw new Error('no agency token');
      const tmpCustNo = await persistence.get(STORAGE_KEYS.tempCustomerNo);
      const url = partnerWebViewUrl({ host, token: data.token, opening, accountNo: userStore.accountNo, tmpCustNo, at: new Date(now()) });
      // The purpose is stored only for a page about to open: it is what close and token-expire
      // read while that page is up, and a screen the member already left opens nothing.
      if (signal?.aborted) return;
      await writePartnerPurpose(persistence, opening);
      if (signal?.aborted) return;
      bridge.send('openLink', { url });
    } catch (error) {
      // The screen that asked is gone: there is no one to tell, and the abort is no failure.
      if (signal?.aborted) return;
      console.warn('[jogak] partner web view', error);
      throw error;
    }
  };
}

/**
 * The opener for a caller that has no place of its own to say why the web view did not open
 * (start-up, the transaction gate, /my, after KYC, the shell's restart of the account flow): a
 * failure becomes the toast {@link PARTNER_WEB_VIEW_FAILED} and the promise resolves, so nothing
 * is left unhandled and the member stays on the page they are on. A 401 is the HTTP policy's to
 * tell (its own toast, on the way to sign-up): a second toast would replace it.
 *
 * @example
 * void toastingFailure(services.openPartnerWebView)({ purpose: 'CREATE_ACCOUNT' });
 */
export function toastingFailure(open: PartnerWebViewOpener): PartnerWebViewOpener {
  return (opening) =>
    open(opening).catch((error: unknown) => {
      if (!isToldByHttpPolicy(error)) showToast(PARTNER_WEB_VIEW_FAILED);
    });
}
