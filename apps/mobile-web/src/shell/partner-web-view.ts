import type { JogakClient } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  loadMemberInfo,
  partnerWebViewUrl,
  userStore,
  writePartnerPurpose,
  type PartnerWebViewOpening,
  type PersistenceAdapter,
} from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';

const PARTNER_WEB_VIEW_FAILED = '증권사 계좌 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.';

/**
 * The identity the account-agency token is asked with. A member who signed in before a restart
 * has only the device's keys (the CI, and the user fields kept on the device), so the rest comes
 * from the member info.
 */
async function completeIdentity(client: Pick<JogakClient, 'GET'>, persistence: PersistenceAdapter): Promise<void> {
  if (userStore.ci && userStore.name && userStore.birth && userStore.phoneNo) return;
  const ci = userStore.ci || ((await persistence.get(STORAGE_KEYS.ci)) ?? '');
  await loadMemberInfo(client, { ci });
}

/**
 * Opens a partner web view (spec §4, §7): stores why (read back by `close` and `token-expire`),
 * asks for the account-agency token (with the member's identity, completed from the member info
 * after a restart), and has the shell open app-core's `partnerWebViewUrl`. When it cannot, the
 * member is told why through `onFailure` (a Korean message), never left on a button that did nothing.
 *
 * @example
 * const openPartnerWebView = createPartnerWebViewOpener({ client, bridge, persistence, host, now: Date.now, onFailure: showToast });
 * await openPartnerWebView({ purpose: 'CREATE_ACCOUNT' });
 */
export function createPartnerWebViewOpener({
  client,
  bridge,
  persistence,
  host,
  now,
  onFailure,
}: {
  client: Pick<JogakClient, 'GET' | 'POST'>;
  bridge: Pick<NativeBridge, 'send'>;
  persistence: PersistenceAdapter;
  /** Where the partner's pages live (`partnerWebViewHost`). */
  host: string;
  now: () => number;
  onFailure: (message: string) => void;
}): (opening: PartnerWebViewOpening) => Promise<void> {
  return async (opening) => {
    try {
      await writePartnerPurpose(persistence, opening);
      await completeIdentity(client, persistence);
      const { data } = await client.POST('/main/v1/account/agency/auth/token', {
        body: { ci: userStore.ci, name: userStore.name, birth: userStore.birth, phone: userStore.phoneNo },
      });
      if (!data) throw new Error('no agency token');
      const tmpCustNo = await persistence.get(STORAGE_KEYS.tempCustomerNo);
      const url = partnerWebViewUrl({ host, token: data.token, opening, accountNo: userStore.accountNo, tmpCustNo, at: new Date(now()) });
      bridge.send('openLink', { url });
    } catch (error) {
      console.warn('[jogak] partner web view', error);
      onFailure(PARTNER_WEB_VIEW_FAILED);
    }
  };
}
