import { fromBase64 } from '../crypto/base64';
import { KeypadError } from '../keypad/keypad-error';

/**
 * The body of `GET /main/v1/auth/keypad/token` (the api-client contract's `KeypadToken`).
 * `token` is the compact string `jk1.<id>.<publicKey>` (README "Token").
 */
export interface KeypadToken {
  readonly token: string;
  /** When the server stops accepting this token (ISO-8601); enforced by the server. */
  readonly expiresAt: string;
}

/** The parts of a token string the keypad uses. */
export interface DecodedKeypadToken {
  /** 32 random bytes: the single-use id on the server and the salt of the layout key. */
  readonly id: Uint8Array<ArrayBuffer>;
  /** The server's RSA-OAEP (SHA-256) public key, SPKI DER. */
  readonly publicKey: Uint8Array<ArrayBuffer>;
}

export const TOKEN_PREFIX = 'jk1';
/** Largest maxLength (the length and the count travel as single bytes; 16 is plenty). */
export const MAX_KEYPAD_LENGTH = 16;
export const TOKEN_ID_BYTES = 32;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Splits and checks a token string. Throws {@link KeypadError} `TOKEN_INVALID` (Korean message).
 *
 * @example
 * decodeKeypadToken('jk1.AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8.MIIBIjAN…').id.length; // 32
 */
export function decodeKeypadToken(token: string): DecodedKeypadToken {
  const [prefix, id, publicKey, ...rest] = token.split('.');
  if (prefix !== TOKEN_PREFIX || rest.length > 0 || id === undefined || publicKey === undefined) {
    throw new KeypadError('TOKEN_INVALID', `token must look like ${TOKEN_PREFIX}.<id>.<publicKey>`);
  }
  if (!BASE64URL.test(id) || fromBase64(id).length !== TOKEN_ID_BYTES) {
    throw new KeypadError('TOKEN_INVALID', `token id must be ${TOKEN_ID_BYTES} bytes of base64url`);
  }
  if (!BASE64URL.test(publicKey)) {
    throw new KeypadError('TOKEN_INVALID', 'token public key must be base64url SPKI');
  }
  return { id: fromBase64(id), publicKey: fromBase64(publicKey) };
}

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
  const { token, expiresAt } = value;
  if (typeof token !== 'string') throw new KeypadError('TOKEN_INVALID', 'token must be a string');
  decodeKeypadToken(token);
  if (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) {
    throw new KeypadError('TOKEN_INVALID', 'expiresAt must be an ISO-8601 date-time');
  }
  return { token, expiresAt };
}
