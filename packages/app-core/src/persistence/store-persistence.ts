import { subscribe } from 'valtio/vanilla';
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

/**
 * Loads the stored app state, user fields, token (with a certificate session's doubleConnectKey)
 * and push token into the stores.
 *
 * @example
 * await hydrateStores(persistence);
 * userStore.userType // the stored type, or '100'
 */
export async function hydrateStores(adapter: PersistenceAdapter): Promise<void> {
  const [appState, user, token, doubleConnectKey, pushToken] = await Promise.all([
    adapter.get(STORAGE_KEYS.appState),
    adapter.get(STORAGE_KEYS.user),
    adapter.get(STORAGE_KEYS.token),
    adapter.get(STORAGE_KEYS.doubleConnectKey),
    adapter.get(STORAGE_KEYS.pushToken),
  ]);
  commonStore.appState = appState;
  Object.assign(userStore, parseStoredUser(user));
  sessionStore.token = token ?? '';
  // The key belongs to the session it came with: without that token it ends nothing.
  sessionStore.doubleConnectKey = token ? (doubleConnectKey ?? '') : '';
  sessionStore.pushToken = pushToken ?? '';
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

/**
 * Keeps the device copy in step with the stores: every change to the app state, the persisted
 * user fields, the token, the doubleConnectKey or the push token is written. Returns the function that stops it.
 *
 * @example
 * const stop = persistStores(persistence, { onError: (error) => console.error(error) });
 */
export function persistStores(
  adapter: PersistenceAdapter,
  options: { readonly onError?: (error: unknown) => void } = {},
): () => void {
  const onError = options.onError ?? ((error: unknown) => console.error('저장소에 쓰지 못했어요.', error));
  const lastWritten = new Map<string, string | null>();
  const sync = (key: string, value: string | null) => {
    if (lastWritten.get(key) === value) return;
    lastWritten.set(key, value);
    write(adapter, key, value).catch((error: unknown) => {
      lastWritten.delete(key);
      onError(error);
    });
  };
  const stops = [
    subscribe(commonStore, () => sync(STORAGE_KEYS.appState, commonStore.appState)),
    subscribe(userStore, () => sync(STORAGE_KEYS.user, JSON.stringify(persistedUserOf(userStore)))),
    subscribe(sessionStore, () => {
      sync(STORAGE_KEYS.token, sessionStore.token);
      sync(STORAGE_KEYS.doubleConnectKey, sessionStore.doubleConnectKey);
      sync(STORAGE_KEYS.pushToken, sessionStore.pushToken);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * Reads what {@link decideStartUp} needs from the device.
 *
 * @example
 * decideStartUp(await readStoredStartUpState(persistence));
 */
export async function readStoredStartUpState(adapter: PersistenceAdapter): Promise<StoredStartUpState> {
  const [appState, user, ci, corpInfo] = await Promise.all([
    adapter.get(STORAGE_KEYS.appState),
    adapter.get(STORAGE_KEYS.user),
    adapter.get(STORAGE_KEYS.ci),
    adapter.get(STORAGE_KEYS.corpInfo),
  ]);
  const stored = parseStoredUser(user);
  return {
    appState,
    userType: stored.userType ?? '100',
    individualCorpCode: stored.individualCorpCode || null,
    hasCorpInfo: Boolean(corpInfo),
    ci: ci || null,
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
