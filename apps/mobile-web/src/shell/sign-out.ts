import { failureHandledByCaller, type JogakClient } from '@jogak/api-client';
import { contractMedia, logout, userStore, type PersistenceAdapter } from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';
import type { ShellNavigation } from './navigation';

/**
 * app-core's logout with the shell's effects: the bridge invalidates the PIN, the server ends the
 * session (`/auth/logout` with the old token, in the background, or for a certificate session
 * `cert-logout` with its `doubleConnectKey`), the router goes to the login page, past any page's
 * leave guard (a signed-out member must not stay on a member's page). A refused sign-out is only
 * logged (`failureHandledByCaller`): a session the server already dropped is no news to the member,
 * and spec §8's 401 handling (a toast, a second logout, the sign-up page) must not follow it. features-kyc forgets the
 * resident number and bank-book photo it keeps in memory (app-core knows no feature). `client` is
 * read at logout (the HTTP client is made after the sign-out it calls on a 401).
 *
 * @example
 * const signOut = createSignOut({ bridge, persistence, navigation, client: () => http.client });
 * await signOut();
 */
export function createSignOut({
  bridge,
  persistence,
  navigation,
  client,
}: {
  bridge: Pick<NativeBridge, 'send'>;
  persistence: PersistenceAdapter;
  navigation: Pick<ShellNavigation, 'leave'>;
  client: () => Pick<JogakClient, 'POST'>;
}): () => Promise<void> {
  const onError = (error: unknown) => console.error('[jogak] logout step failed', error);
  return async () => {
    // features-kyc's in-memory secrets: loaded on demand (never in the first screen's script); a
    // run that never loaded it holds none, and the stored draft is logout's to remove as well.
    const kycForgotten = import('@jogak/features-kyc').then(({ discardKycProgress }) => discardKycProgress(persistence)).catch(onError);
    await logout({
      invalidatePin: (owner) => bridge.send('pin.invalidate', { owner }),
      endCertificateSession: (session) =>
        client().POST('/main/v1/auth/cert-logout', { body: { ...session, media: contractMedia(userStore.media) }, middleware: [failureHandledByCaller] }),
      endSession: (token) =>
        client().POST('/main/v1/auth/logout', { headers: { Authorization: `Bearer ${token}` }, middleware: [failureHandledByCaller] }),
      navigate: (target) => void navigation.leave(target),
      persistence,
      onError,
    });
    await kycForgotten;
  };
}
