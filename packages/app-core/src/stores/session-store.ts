import { proxy } from 'valtio/vanilla';

/** The session of spec §3; empty strings mean "none". */
export interface Session {
  token: string;
  publicKey: string;
  userId: string;
  txId: string;
  pushToken: string;
  signatureValue: string;
  doubleConnectKey: string;
}

/**
 * An empty session.
 *
 * @example
 * createEmptySession().token // ''
 */
export function createEmptySession(): Session {
  return { token: '', publicKey: '', userId: '', txId: '', pushToken: '', signatureValue: '', doubleConnectKey: '' };
}

/**
 * The session. `token` non-empty means logged in for auth-flagged routes.
 *
 * @example
 * sessionStore.token = 'jwt…';
 */
export const sessionStore = proxy<Session>(createEmptySession());

/**
 * Empties the session except the push token, which belongs to the device, not the user.
 *
 * @example
 * resetSession();
 */
export function resetSession(): void {
  Object.assign(sessionStore, { ...createEmptySession(), pushToken: sessionStore.pushToken });
}
