import type { SyncStorage } from '@jogak/app-core';

/**
 * A Web Storage stand-in for tests and stories, whose contents a test can read back.
 *
 * @example
 * const verificationStorage = memoryStorage({ 'jogak:kmc:key': 'pin-request' });
 */
export function memoryStorage(initial: Record<string, string> = {}): SyncStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
