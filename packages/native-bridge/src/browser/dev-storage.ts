/** Every key the browser transport stores starts with this, so nobody mistakes it for secure. */
export const DEV_STORAGE_PREFIX = 'jogak.dev-insecure.';

export interface DevStorage {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

/**
 * The development stand-in for the shell's Keychain/Keystore storage: plain `localStorage`
 * under a prefix that says what it is. Warns once on first use, because anything put here is
 * readable by any script on the page.
 *
 * @example
 * const storage = createDevStorage(window.localStorage);
 * storage.set('user', '{"id":"guest"}'); // stored as "jogak.dev-insecure.user"
 */
export function createDevStorage(storage: Storage, warn: (message: string) => void = console.warn): DevStorage {
  let warned = false;
  function warnOnce(): void {
    if (warned) return;
    warned = true;
    warn(
      `[native-bridge] 개발용 저장소를 쓰고 있어요: "${DEV_STORAGE_PREFIX}" 로 시작하는 localStorage 값은 암호화되지 않아요. 실제 앱에서는 기기의 보안 저장소가 쓰여요.`,
    );
  }
  return {
    get(key) {
      warnOnce();
      return storage.getItem(DEV_STORAGE_PREFIX + key);
    },
    set(key, value) {
      warnOnce();
      if (value === null) storage.removeItem(DEV_STORAGE_PREFIX + key);
      else storage.setItem(DEV_STORAGE_PREFIX + key, value);
    },
  };
}
