import { openKeypadResult } from '../keypad/keypad-authority';
import { badRequest } from '../model/errors';
import type { SandboxState } from '../model/state';
import type { Member } from '../model/types';

/** The `keypadToken` value that marks a plain (unencrypted) password: sandbox tests and curl only. */
export const PLAIN_PASSWORD_TOKEN = 'sandbox-plain';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * SHA-256 of a text, lower-case hex (WebCrypto: the same in the browser and Node).
 *
 * @example
 * await sha256Hex('123456'); // '8d969eef…6c92'
 */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether `hashPIN` proves the member's PIN: either the SHA-256 hex of the PIN, or a secure-keypad
 * result that opens to it (the keypad's token is spent either way).
 *
 * @example
 * await pinMatches(state, member, DEMO_PIN_SHA256); // true
 */
export async function pinMatches(state: SandboxState, member: Member, hashPIN: string): Promise<boolean> {
  if (HEX_SHA256.test(hashPIN)) return hashPIN === member.pinHash;
  const pin = await openKeypadResult(state.context, hashPIN, { kind: 'pin' });
  return (await sha256Hex(pin)) === member.pinHash;
}

/** Wrong PINs in a row before the simple login locks (until the PIN is set again). */
export const PIN_LOCK_AFTER = 5;

/**
 * The simple login's wrong PINs in a row, per member id; a login or a new PIN clears the count.
 *
 * @example
 * pinFailures(state).get('demo-general'); // 2
 */
export function pinFailures(state: SandboxState): Map<string, number> {
  return storeOf<number>(state, 'pin-failures');
}

async function pinHashOf(state: SandboxState, entry: string): Promise<string> {
  if (HEX_SHA256.test(entry)) return entry;
  const pin = await openKeypadResult(state.context, entry, { kind: 'pin' });
  if (!/^\d{6}$/.test(pin)) throw badRequest('BAD_REQUEST', 'PIN은 숫자 6자리로 설정해주세요.');
  return sha256Hex(pin);
}

/**
 * The SHA-256 hex of a new PIN from a sign-up. Each entry is either that hex already (sandbox
 * tests, curl) or the secure keypad's sealed entry, opened here (its token is spent). With a
 * confirmation, both must be the same PIN, else PIN_MISMATCH.
 *
 * @example
 * await newPinHash(state, sealedEntry, sealedConfirmation); // '8d969eef…'
 */
export async function newPinHash(state: SandboxState, entry: string, confirmation?: string): Promise<string> {
  const hash = await pinHashOf(state, entry);
  if (confirmation !== undefined && (await pinHashOf(state, confirmation)) !== hash) {
    throw badRequest('PIN_MISMATCH', 'PIN이 서로 달라요. 처음부터 다시 입력해주세요.');
  }
  return hash;
}

/**
 * The account password typed on the secure keypad (`password` is its encrypted result and
 * `keypadToken` the token it was typed with), or the plain text when `keypadToken` is
 * `PLAIN_PASSWORD_TOKEN`.
 *
 * @example
 * await typedPassword(state, '1234', 'sandbox-plain'); // '1234'
 */
export async function typedPassword(state: SandboxState, password: string, keypadToken: string): Promise<string> {
  if (password === '') return '';
  if (keypadToken === PLAIN_PASSWORD_TOKEN) return password;
  if (!keypadToken) throw badRequest('BAD_REQUEST', '요청 값(keypadToken)을 확인해주세요.');
  return openKeypadResult(state.context, password, { kind: 'pin', token: keypadToken });
}

/**
 * A short random id for transactions and keys.
 *
 * @example
 * randomId('tx'); // 'tx-3f9a…'
 */
export function randomId(prefix: string, bytes = 12): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return `${prefix}-${Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A per-state store kept in `state.data.extensions` (so it resets with the state).
 *
 * @example
 * const txs = storeOf<string>(state, 'kakao-tx');
 */
export function storeOf<V>(state: SandboxState, key: string): Map<string, V> {
  let store = state.data.extensions.get(key) as Map<string, V> | undefined;
  if (!store) {
    store = new Map();
    state.data.extensions.set(key, store);
  }
  return store;
}
