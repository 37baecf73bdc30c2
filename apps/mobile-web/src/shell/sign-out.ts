import { logout, type PersistenceAdapter } from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';
import type { ShellNavigation } from './navigation';

/**
 * app-core's logout with the shell's effects: the bridge invalidates the PIN, the router goes to
 * the login page.
 *
 * @example
 * const signOut = createSignOut({ bridge, persistence, navigation });
 * await signOut();
 */
export function createSignOut({
  bridge,
  persistence,
  navigation,
}: {
  bridge: Pick<NativeBridge, 'send'>;
  persistence: PersistenceAdapter;
  navigation: Pick<ShellNavigation, 'navigate'>;
}): () => Promise<void> {
  return () =>
    logout({
      invalidatePin: (owner) => bridge.send('pin.invalidate', { owner }),
      navigate: (target) => void navigation.navigate(target),
      persistence,
      onError: (error) => console.error('[jogak] logout step failed', error),
    });
}
