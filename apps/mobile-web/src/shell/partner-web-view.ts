import type { JogakClient } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  partnerWebViewUrl,
  userStore,
  writePartnerPurpose,
  type PartnerWebViewOpening,
  type PersistenceAdapter,
} from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';

/**
 * Opens a partner web view (spec §4, §7): stores why (read back by `close` and `token-expire`),
 * asks for the account-agency token, and has the shell open app-core's `partnerWebViewUrl`.
 *
 * @example
 * const openPartnerWebView = createPartnerWebViewOpener({ client, bridge, persistence, host, now: Date.now });
 * await openPartnerWebView({ purpose: 'CREATE_ACCOUNT' });
 */
export function createPartnerWebViewOpener({
  client,
  bridge,
  persistence,
  host,
  now,
}: {
  client: Pick<JogakClient, 'POST'>;
  bridge: Pick<NativeBridge, 'send'>;
  persistence: PersistenceAdapter;
  /** Where the partner's pages live (`partnerWebViewHost`). */
  host: string;
  now: () => number;
}): (opening: PartnerWebViewOpening) => Promise<void> {
  return async (opening) => {
    await writePartnerPurpose(persistence, opening);
    const { data } = await client.POST('/main/v1/account/agency/auth/token', {
      body: { ci: userStore.ci, name: userStore.name, birth: userStore.birth, phone: userStore.phoneNo },
    });
    if (!data) return;
    const tmpCustNo = await persistence.get(STORAGE_KEYS.tempCustomerNo);
    const url = partnerWebViewUrl({ host, token: data.token, opening, accountNo: userStore.accountNo, tmpCustNo, at: new Date(now()) });
    bridge.send('openLink', { url });
  };
}
