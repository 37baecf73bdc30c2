/** The one prefix under which the identity-verification key and data live (spec §3). */
export const IDENTITY_VERIFICATION_PREFIX = 'jogak:kmc:';

const KEY = `${IDENTITY_VERIFICATION_PREFIX}key`;
const DATA = `${IDENTITY_VERIFICATION_PREFIX}data`;

/** The part of the Web Storage API this needs. */
export type SyncStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the external verifier's request key and result data across its redirect. */
export interface IdentityVerificationStorage {
  saveKey(key: string): void;
  readKey(): string | null;
  saveData(data: Readonly<Record<string, string>>): void;
  /** The stored data, or `null` when none is stored or it cannot be read. */
  readData(): Record<string, string> | null;
  clear(): void;
}

/**
 * Identity-verification storage over local storage (the verifier's page reloads the app, so this
 * must be synchronous and survive navigation).
 *
 * @example
 * const kmc = createIdentityVerificationStorage(localStorage);
 * kmc.saveKey('REQ-1');
 * localStorage.getItem('jogak:kmc:key') // 'REQ-1'
 */
export function createIdentityVerificationStorage(storage: SyncStorage): IdentityVerificationStorage {
  return {
    saveKey: (key) => storage.setItem(KEY, key),
    readKey: () => storage.getItem(KEY),
    saveData: (data) => storage.setItem(DATA, JSON.stringify(data)),
    readData: () => {
      const raw = storage.getItem(DATA);
      if (raw === null) return null;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
        return Object.fromEntries(
          Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
      } catch {
        return null;
      }
    },
    clear: () => {
      storage.removeItem(KEY);
      storage.removeItem(DATA);
    },
  };
}
