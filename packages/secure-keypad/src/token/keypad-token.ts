import { fromBase64 } from '../crypto/base64';
import { type KeypadKind } from '../layout/character-sets';
import { KeypadError } from '../keypad/keypad-error';

/** The body of `GET /main/v1/auth/keypad/token` (README "Token"). */
export interface KeypadToken {
  /** 32 random bytes, base64url without padding: the single-use id and the layout salt. */
  readonly token: string;
  readonly keypadType: 'PIN' | 'KEYBOARD';
  /** Number of keys after which input finishes by itself (1–16). */
  readonly maxLength: number;
  /** The server's RSA-OAEP public key (2048 bits or more), SPKI DER in base64. */
  readonly publicKey: string;
  /** When the server stops accepting this token (ISO-8601); enforced by the server. */
  readonly expiresAt: string;
}

/** Largest maxLength a token may carry (the length and count travel as single bytes). */
export const MAX_KEYPAD_LENGTH = 16;
export const TOKEN_BYTES = 32;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Validates a token response at the edge. Throws {@link KeypadError} `TOKEN_INVALID` (Korean
 * message) when anything is missing or malformed.
 *
 * @example
 * const token = parseKeypadToken(await (await fetch('/main/v1/auth/keypad/token')).json());
 */
export function parseKeypadToken(value: unknown): KeypadToken {
  if (!isRecord(value)) throw new KeypadError('TOKEN_INVALID', 'token response is not an object');
  const { token, keypadType, maxLength, publicKey, expiresAt } = value;
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]+$/.test(token) || fromBase64(token).length !== TOKEN_BYTES) {
    throw new KeypadError('TOKEN_INVALID', `token must be ${TOKEN_BYTES} bytes of base64url`);
  }
  if (keypadType !== 'PIN' && keypadType !== 'KEYBOARD') {
    throw new KeypadError('TOKEN_INVALID', 'keypadType must be PIN or KEYBOARD');
  }
  if (typeof maxLength !== 'number' || !Number.isInteger(maxLength) || maxLength < 1 || maxLength > MAX_KEYPAD_LENGTH) {
    throw new KeypadError('TOKEN_INVALID', `maxLength must be an integer in 1..${MAX_KEYPAD_LENGTH}`);
  }
  if (typeof publicKey !== 'string' || publicKey.length === 0) {
    throw new KeypadError('TOKEN_INVALID', 'publicKey must be base64 SPKI');
  }
  try {
    fromBase64(publicKey);
  } catch {
    throw new KeypadError('TOKEN_INVALID', 'publicKey must be base64 SPKI');
  }
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) {
    throw new KeypadError('TOKEN_INVALID', 'expiresAt must be an ISO-8601 date-time');
  }
  return { token, keypadType, maxLength, publicKey, expiresAt };
}

/**
 * The keypad kind a token asks for.
 *
 * @example
 * keypadKindOf({ keypadType: 'PIN' }); // 'pin'
 */
export function keypadKindOf(token: Pick<KeypadToken, 'keypadType'>): KeypadKind {
  return token.keypadType === 'PIN' ? 'pin' : 'keyboard';
}
