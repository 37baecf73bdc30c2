import { type KeypadKind } from '../layout/character-sets';
import { toBase64 } from './base64';

/** One key press as recorded: the layout generation it was typed on and the slot position. */
export interface KeyEntry {
  readonly generation: number;
  readonly position: number;
}

/** Protocol constants (README "Result envelope"). */
export const ENVELOPE_VERSION = 1;
export const KIND_CODE: Readonly<Record<KeypadKind, number>> = { pin: 1, keyboard: 2 };
export const ENC_KEY_BYTES = 16;
export const MAC_KEY_BYTES = 32;
export const CLIENT_SEED_BYTES = 32;
export const IV_BYTES = 16;

export interface SealInput {
  /** The raw bytes of the server's token (base64url-decoded). */
  readonly tokenBytes: Uint8Array<ArrayBuffer>;
  /** The server's RSA-OAEP (SHA-256) public key. */
  readonly publicKey: CryptoKey;
  readonly kind: KeypadKind;
  readonly maxLength: number;
  readonly entries: readonly KeyEntry[];
  /** The client seed the layouts were derived from (wrapped for the server, never sent in clear). */
  readonly clientSeed: Uint8Array<ArrayBuffer>;
  /** CSPRNG used for the session keys and the IV. */
  readonly fillRandom: (bytes: Uint8Array<ArrayBuffer>) => void;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function randomBytes(fillRandom: SealInput['fillRandom'], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  fillRandom(bytes);
  return bytes;
}

/**
 * The fixed-size plaintext: version, kind, max length, count, then `maxLength` two-byte entries
 * (`generation`, `position`), unused entries zero — so the ciphertext length never tells how many
 * keys were typed.
 *
 * @example
 * encodePlaintext('pin', 8, [{ generation: 0, position: 5 }]); // [1, 1, 8, 1, 0, 5, 0, 0, …] (20 bytes)
 */
export function encodePlaintext(kind: KeypadKind, maxLength: number, entries: readonly KeyEntry[]): Uint8Array<ArrayBuffer> {
  const plaintext = new Uint8Array(4 + 2 * maxLength);
  plaintext.set([ENVELOPE_VERSION, KIND_CODE[kind], maxLength, entries.length]);
  entries.forEach((entry, index) => {
    plaintext[4 + 2 * index] = entry.generation;
    plaintext[5 + 2 * index] = entry.position;
  });
  return plaintext;
}

/**
 * Seals key positions for the server: fresh AES-128 and HMAC keys wrapped with RSA-OAEP (label =
 * token bytes) together with the client seed, AES-128-CBC with a fresh random IV, then
 * HMAC-SHA256 over everything before the tag (encrypt-then-MAC). Returns the envelope in base64.
 *
 * @example
 * const result = await sealEntries({ tokenBytes, publicKey, kind: 'pin', maxLength: 8, entries, clientSeed, fillRandom });
 */
export async function sealEntries(input: SealInput): Promise<string> {
  const { tokenBytes, publicKey, kind, maxLength, entries, clientSeed, fillRandom } = input;
  const encKeyBytes = randomBytes(fillRandom, ENC_KEY_BYTES);
  const macKeyBytes = randomBytes(fillRandom, MAC_KEY_BYTES);
  const iv = randomBytes(fillRandom, IV_BYTES);
  const wrapped = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'RSA-OAEP', label: tokenBytes },
      publicKey,
      concat(encKeyBytes, macKeyBytes, clientSeed),
    ),
  );
  const encKey = await crypto.subtle.importKey('raw', encKeyBytes, 'AES-CBC', false, ['encrypt']);
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, encKey, encodePlaintext(kind, maxLength, entries)),
  );
  const macKey = await crypto.subtle.importKey('raw', macKeyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  encKeyBytes.fill(0);
  macKeyBytes.fill(0);
  const header = new Uint8Array([ENVELOPE_VERSION, tokenBytes.length]);
  const wrappedLength = new Uint8Array([wrapped.length >> 8, wrapped.length & 0xff]);
  const signed = concat(header, tokenBytes, wrappedLength, wrapped, iv, ciphertext);
  const tag = new Uint8Array(await crypto.subtle.sign('HMAC', macKey, signed));
  return toBase64(concat(signed, tag));
}
