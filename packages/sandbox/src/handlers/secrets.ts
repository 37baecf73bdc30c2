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

/** Wrong PINs in a row before the member's PIN locks (until it is set again through forgot-PIN). */
const PIN_LOCK_AFTER = 5;

/**
 * Wrong PINs in a row per member id, counted by every call that checks the PIN (simple login,
 * PIN change, closing the membership); a right PIN before the lock, or a new PIN through
 * forgot-PIN, clears the count.
 *
 * @example
 * pinFailures(state).get('demo-general'); // 2
 */
export function pinFailures(state: SandboxState): Map<string, number> {
  return storeOf<number>(state, 'pin-failures');
}

/**
 * Proves the member's PIN on any call that takes it, so guessing on one call cannot get round the
 * lock of another: a locked PIN is refused with PIN_LOCKED before `hashPIN` is read (a right one
 * too: only forgot-PIN unlocks), a wrong one is counted and refused with LOGIN_FAILED
 * (`wrongPinMessage` gets the tries left) or, at the `PIN_LOCK_AFTER`th, with PIN_LOCKED; a right
 * one clears the count.
 *
 * @example
 * await provePin(state, member, body.hashPIN, () => 'PIN 번호가 일치하지 않아요.');
 */
export async function provePin(state: SandboxState, member: Member, hashPIN: string, wrongPinMessage: (triesLeft: number) => string): Promise<void> {
  const failures = pinFailures(state);
  const locked = () => badRequest('PIN_LOCKED', `PIN을 ${PIN_LOCK_AFTER}번 잘못 입력해 잠겼어요. 본인인증 후 PIN을 다시 설정해주세요.`);
  if ((failures.get(member.id) ?? 0) >= PIN_LOCK_AFTER) throw locked();
  if (await pinMatches(state, member, hashPIN)) {
    failures.delete(member.id);
    return;
  }
  const failed = (failures.get(member.id) ?? 0) + 1;
  failures.set(member.id, failed);
  if (failed >= PIN_LOCK_AFTER) throw locked();
  throw badRequest('LOGIN_FAILED', wrongPinMessage(PIN_LOCK_AFTER - failed));
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
