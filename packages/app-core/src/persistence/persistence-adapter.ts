/**
 * Where app-core keeps what must survive a restart. The app fills it with the native bridge's
 * secure storage (the browser transport in development); tests use {@link createMemoryPersistence}.
 */
export interface PersistenceAdapter {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * Every key the app keeps on the device, under one app prefix: the ones app-core reads or writes
 * and the ones the features keep (the network-change clear removes exactly these, spec section 4).
 */
export const STORAGE_KEYS = {
  appState: 'jogak:app-state',
  user: 'jogak:user',
  token: 'jogak:token',
  /** A certificate session's key for its logout (`cert-logout`), kept with the token across a restart. */
  doubleConnectKey: 'jogak:double-connect-key',
  pushToken: 'jogak:push-token',
  ci: 'jogak:ci',
  corpInfo: 'jogak:corp-info',
  phoneChangeStatus: 'jogak:phone-change-status',
  tempCustomerNo: 'jogak:temp-customer-no',
  /** features-kyc's unfinished form (never its resident number or bank-book photo); logout removes it. */
  kycDraft: 'jogak:kyc-draft',
  referralCode: 'jogak:referral-code',
  webViewPurpose: 'jogak:web-view-purpose',
  /**
   * features-auth's login member (id and name) for the PIN login. Logout keeps it (the next PIN
   * login needs it); closing the membership and the network-change clear remove it.
   */
  loginMember: 'jogak:login-member',
} as const;

/** A key of {@link STORAGE_KEYS}. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * An in-memory adapter: for tests, Storybook and the desktop browser before the bridge answers.
 *
 * @example
 * const persistence = createMemoryPersistence({ 'jogak:token': 'abc' });
 * await persistence.get('jogak:token') // 'abc'
 */
export function createMemoryPersistence(
  initial: Readonly<Record<string, string>> = {},
): PersistenceAdapter & { readonly entries: () => Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => {
      values.set(key, value);
    },
    remove: async (key) => {
      values.delete(key);
    },
    entries: () => Object.fromEntries(values),
  };
}
