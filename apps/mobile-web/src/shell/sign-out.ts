import type { JogakClient } from '@jogak/api-client';
import { contractMedia, logout, userStore, type PersistenceAdapter } from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';
import type { ShellNavigation } from './navigation';

/**
 * app-core's logout with the shell's effects: the bridge invalidates the PIN, a certificate
 * session is signed out (`cert-logout` with its `doubleConnectKey`), the router goes to the login
 * page, past any page's leave guard (a signed-out member must not stay on a member's page). `client` is read at logout (the HTTP client is made after the sign-out it calls on a 401).
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
  return () =>
    logout({
      invalidatePin: (owner) => bridge.send('pin.invalidate', { owner }),
      endCertificateSession: (session) =>
        client().POST('/main/v1/auth/cert-logout', { body: { ...session, media: contractMedia(userStore.media) } }),
      navigate: (target) => void navigation.leave(target),
      persistence,
      onError: (error) => console.error('[jogak] logout step failed', error),
    });
}
