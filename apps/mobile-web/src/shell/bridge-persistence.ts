import type { PersistenceAdapter } from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';

/**
 * app-core's persistence port over the native bridge's secure storage (Keystore/Keychain in the
 * shells, the browser transport's development storage on a desktop).
 *
 * @example
 * await hydrateStores(bridgePersistence(bridge));
 */
export function bridgePersistence(bridge: Pick<NativeBridge, 'request' | 'send'>): PersistenceAdapter {
  return {
    get: async (key) => (await bridge.request('storage.get', { key })).value,
    set: async (key, value) => bridge.send('storage.set', { key, value }),
    remove: async (key) => bridge.send('storage.set', { key, value: null }),
  };
}
