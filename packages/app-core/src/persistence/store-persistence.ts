import { subscribe } from 'valtio/vanilla';
import { loginMemberIdOf } from '../session/stored-ci';
import type { StartUpEffect, StoredStartUpState } from '../start-up/start-up';
import { commonStore } from '../stores/common-store';
import { sessionStore } from '../stores/session-store';
import { userStore } from '../stores/user-store';
import type { User } from '../user/user';
import { STORAGE_KEYS, type PersistenceAdapter } from './persistence-adapter';

/**
 * The user fields kept on the device: spec §3's local user data keys, plus what start-up reads and
 * what the transaction gate and the investor-information checks read (spec §4), so a page opened
 * again after a reload asks the member's own questions, not the defaults' (투자성향 분석이 필요해요
 * for a member who has one).
 */
export const PERSISTED_USER_FIELDS = [
  'name',
  'id',
  'htsId',
  'media',
  'accountNo',
  'allianceAccountNoRegisterYn',
  'userType',
  'individualCorpCode',
  'investPersonUniqueNo',
  'investPersonInformOfferYn',
  'customerTendencyEvalCod',
  'investPersonInformChgMaturityAt',
] as const satisfies readonly (keyof User)[];

type PersistedUser = Pick<User, (typeof PERSISTED_USER_FIELDS)[number]>;

function persistedUserOf(user: User): PersistedUser {
  return Object.fromEntries(PERSISTED_USER_FIELDS.map((field) => [field, user[field]])) as PersistedUser;
}

/** Reads the stored user JSON; anything unreadable or of the wrong type is left out. */
function parseStoredUser(raw: string | null): Partial<PersistedUser> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const result: Record<string, string> = {};
  for (const field of PERSISTED_USER_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') result[field] = value;
  }
  return result as Partial<PersistedUser>;
}

/** The keys the stores are loaded from and kept in step with. */
const PERSISTED_STORE_KEYS = [
  STORAGE_KEYS.appState,
  STORAGE_KEYS.user,
  STORAGE_KEYS.token,
  STORAGE_KEYS.doubleConnectKey,
  STORAGE_KEYS.pushToken,
] as const;

type PersistedStoreKey = (typeof PERSISTED_STORE_KEYS)[number];

/** What {@link hydrateStores} could not load. */
export interface StoreHydration {
  /**
   * The keys not loaded: those whose reads failed twice, and the doubleConnectKey when the token
   * is one of them. Their stores keep what they held; {@link persistStores} given them leaves the
   * device's copy alone until the app changes them.
   */
  readonly unreadKeys: readonly PersistedStoreKey[];
}

/**
 * How long {@link hydrateStores} waits for the device, both tries of every key together, before
 * the app starts without what has not arrived. Short because the splash waits for it: a shell
 * that never answers would otherwise hold the splash for the bridge's own deadlines (10 s a read).
 */
export const HYDRATION_TIMEOUT_MS = 3_000;

/**
 * Reads `key`, once more when the first read fails (a keystore not ready yet at launch), unless
 * hydration has given up by then: a retry nobody waits for would only cost the shell a read.
 */
async function readTwice(adapter: PersistenceAdapter, key: string, gaveUp: () => boolean): Promise<string | null> {
  try {
    return await adapter.get(key);
  } catch (error) {
    if (gaveUp()) throw error;
    return adapter.get(key);
  }
}

/**
 * Loads the stored app state, user fields, token (with a certificate session's doubleConnectKey)
 * and push token into the stores. The keys are read side by side, each on its own, and a failed
 * read is tried once more: one unreadable key costs that key, not the whole session. A key read
 * neither time, or not answered within `timeoutMs` ({@link HYDRATION_TIMEOUT_MS} by default, for
 * all the reads together), is reported through `onError`, left as its store held it, and named in
 * `unreadKeys` for {@link persistStores}.
 *
 * @example
 * const { unreadKeys } = await hydrateStores(persistence);
 * userStore.userType // the stored type, or '100'
 * persistStores(persistence, { unreadKeys });
 */
export async function hydrateStores(
  adapter: PersistenceAdapter,
  options: {
    readonly onError?: (error: unknown, key: PersistedStoreKey) => void;
    readonly timeoutMs?: number;
  } = {},
): Promise<StoreHydration> {
  const onError = options.onError ?? ((error: unknown, key: PersistedStoreKey) => console.error(`저장소에서 ${key} 값을 읽지 못했어요.`, error));
  const timeoutMs = options.timeoutMs ?? HYDRATION_TIMEOUT_MS;
  let gaveUp = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      gaveUp = true;
      reject(new Error(`저장소가 ${timeoutMs}ms 안에 답하지 않았어요.`));
    }, timeoutMs);
  });
  let reads: PromiseSettledResult<string | null>[];
  try {
    reads = await Promise.allSettled(
      PERSISTED_STORE_KEYS.map((key) => Promise.race([readTwice(adapter, key, () => gaveUp), deadline])),
    );
  } finally {
    clearTimeout(timer);
  }
  const stored = new Map<PersistedStoreKey, string | null>();
  PERSISTED_STORE_KEYS.forEach((key, index) => {
    const read = reads[index];
    if (read?.status === 'fulfilled') stored.set(key, read.value);
    else onError(read?.reason, key);
  });
  const has = (key: PersistedStoreKey) => stored.has(key);
  const value = (key: PersistedStoreKey) => stored.get(key) ?? null;

  if (has(STORAGE_KEYS.appState)) commonStore.appState = value(STORAGE_KEYS.appState);
  if (has(STORAGE_KEYS.user)) Object.assign(userStore, parseStoredUser(value(STORAGE_KEYS.user)));
  if (has(STORAGE_KEYS.token)) {
    const token = value(STORAGE_KEYS.token);
    sessionStore.token = token ?? '';
    // The key belongs to the session it came with: without that token it ends nothing.
    if (has(STORAGE_KEYS.doubleConnectKey)) sessionStore.doubleConnectKey = token ? (value(STORAGE_KEYS.doubleConnectKey) ?? '') : '';
  } else {
    // Whether the stored key has a session to end is unknown: it stays on the device as it is.
    stored.delete(STORAGE_KEYS.doubleConnectKey);
  }
  if (has(STORAGE_KEYS.pushToken)) sessionStore.pushToken = value(STORAGE_KEYS.pushToken) ?? '';
  return { unreadKeys: PERSISTED_STORE_KEYS.filter((key) => !stored.has(key)) };
}

/** Writes one key, removing it when the value is empty. */
async function write(adapter: PersistenceAdapter, key: string, value: string | null): Promise<void> {
  if (value === null || value === '') await adapter.remove(key);
  else await adapter.set(key, value);
}

/**
 * Writes the persisted user fields now.
 *
 * @example
 * await saveUser(persistence);
 */
export async function saveUser(adapter: PersistenceAdapter): Promise<void> {
  await write(adapter, STORAGE_KEYS.user, JSON.stringify(persistedUserOf(userStore)));
}

/**
 * Writes the persisted parts of the stores now (what {@link persistStores} does on every change).
 *
 * @example
 * await saveStores(persistence);
 */
export async function saveStores(adapter: PersistenceAdapter): Promise<void> {
  await Promise.all([
    write(adapter, STORAGE_KEYS.appState, commonStore.appState),
    saveUser(adapter),
    write(adapter, STORAGE_KEYS.token, sessionStore.token),
    write(adapter, STORAGE_KEYS.doubleConnectKey, sessionStore.doubleConnectKey),
    write(adapter, STORAGE_KEYS.pushToken, sessionStore.pushToken),
  ]);
}

/** The device copy of each store key, as the stores hold it now. */
const storeValueOf: Readonly<Record<PersistedStoreKey, () => string | null>> = {
  [STORAGE_KEYS.appState]: () => commonStore.appState,
  [STORAGE_KEYS.user]: () => JSON.stringify(persistedUserOf(userStore)),
  [STORAGE_KEYS.token]: () => sessionStore.token,
  [STORAGE_KEYS.doubleConnectKey]: () => sessionStore.doubleConnectKey,
  [STORAGE_KEYS.pushToken]: () => sessionStore.pushToken,
};

/**
 * Keeps the device copy in step with the stores: every change to the app state, the persisted
 * user fields, the token, the doubleConnectKey or the push token is written. A key of
 * `unreadKeys` (what {@link hydrateStores} could not read) holds the stores' defaults, not the
 * device's value: it is written only once the app changes it (a sign-in's token, `init`'s push
 * token), never removed before; of an unread user only the fields the app changed are written,
 * over the stored user read again then. Returns the function that stops it.
 *
 * @example
 * const stop = persistStores(persistence, { unreadKeys, onError: (error) => console.error(error) });
 */
export function persistStores(
  adapter: PersistenceAdapter,
  options: { readonly onError?: (error: unknown) => void; readonly unreadKeys?: readonly PersistedStoreKey[] } = {},
): () => void {
  const onError = options.onError ?? ((error: unknown) => console.error('저장소에 쓰지 못했어요.', error));
  const unreadKeys = new Set(options.unreadKeys);
  const userAtStart = persistedUserOf(userStore);
  const changedUserFields = () =>
    Object.fromEntries(PERSISTED_USER_FIELDS.filter((field) => userStore[field] !== userAtStart[field]).map((field) => [field, userStore[field]]));
  const lastWritten = new Map<PersistedStoreKey, string | null>();
  // As if what the stores hold now were on the device: writing those defaults over the device's
  // value is what must not happen. An unread user counts by the fields the app changed: none yet.
  for (const key of unreadKeys) {
    lastWritten.set(key, key === STORAGE_KEYS.user ? JSON.stringify(changedUserFields()) : storeValueOf[key]());
  }
  const sync = (key: PersistedStoreKey, value: string | null, writeValue: () => Promise<void>) => {
    if (lastWritten.get(key) === value) return;
    lastWritten.set(key, value);
    writeValue().catch((error: unknown) => {
      lastWritten.delete(key);
      onError(error);
    });
  };
  const syncKey = (key: PersistedStoreKey) => {
    const value = storeValueOf[key]();
    sync(key, value, () => write(adapter, key, value));
  };
  const syncUser = () => {
    if (!unreadKeys.has(STORAGE_KEYS.user)) return syncKey(STORAGE_KEYS.user);
    const changed = changedUserFields();
    sync(STORAGE_KEYS.user, JSON.stringify(changed), async () => {
      const stored = parseStoredUser(await adapter.get(STORAGE_KEYS.user));
      await write(adapter, STORAGE_KEYS.user, JSON.stringify({ ...stored, ...changed }));
    });
  };
  const stops = [
    subscribe(commonStore, () => syncKey(STORAGE_KEYS.appState)),
    subscribe(userStore, syncUser),
    subscribe(sessionStore, () => {
      syncKey(STORAGE_KEYS.token);
      syncKey(STORAGE_KEYS.doubleConnectKey);
      syncKey(STORAGE_KEYS.pushToken);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * Reads what {@link decideStartUp} needs from the device, with the stored user's id and the login
 * member recorded with the CI, which together say whether the CI is the stored session's own.
 *
 * @example
 * decideStartUp(await readStoredStartUpState(persistence));
 */
export async function readStoredStartUpState(adapter: PersistenceAdapter): Promise<StoredStartUpState> {
  const [appState, user, ci, corpInfo, loginMember] = await Promise.all([
    adapter.get(STORAGE_KEYS.appState),
    adapter.get(STORAGE_KEYS.user),
    adapter.get(STORAGE_KEYS.ci),
    adapter.get(STORAGE_KEYS.corpInfo),
    adapter.get(STORAGE_KEYS.loginMember),
  ]);
  const stored = parseStoredUser(user);
  return {
    appState,
    userType: stored.userType ?? '100',
    individualCorpCode: stored.individualCorpCode || null,
    hasCorpInfo: Boolean(corpInfo),
    ci: ci || null,
    userId: stored.id || null,
    ciMemberId: loginMemberIdOf(loginMember),
  };
}

/**
 * Whether a phone-change status is stored (read before {@link decideAfterMemberInfo}).
 *
 * @example
 * decideAfterMemberInfo(memberInfo, await hasPhoneChangeStatus(persistence));
 */
export async function hasPhoneChangeStatus(adapter: PersistenceAdapter): Promise<boolean> {
  return Boolean(await adapter.get(STORAGE_KEYS.phoneChangeStatus));
}

/**
 * Carries out a start-up decision's effects in order: user-type changes go to the user store,
 * CI and phone-change status removals to the device.
 *
 * @example
 * const decision = decideAfterMemberInfo(null, false);
 * await applyStartUpEffects(decision.effects, persistence); // removes the stored CI
 */
export async function applyStartUpEffects(
  effects: readonly StartUpEffect[],
  adapter: PersistenceAdapter,
): Promise<void> {
  for (const effect of effects) {
    switch (effect.type) {
      case 'set-user-type':
        userStore.userType = effect.userType;
        break;
      case 'remove-ci':
        await adapter.remove(STORAGE_KEYS.ci);
        break;
      case 'clear-phone-change-status':
        await adapter.remove(STORAGE_KEYS.phoneChangeStatus);
        break;
    }
  }
}
