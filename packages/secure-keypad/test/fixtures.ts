import { toBase64 } from '../src/crypto/base64';
import { arrangeFromKeystream, deriveLayoutKey } from '../src/crypto/layout-keystream';
import { arrangeKeyboardLayer, arrangePin, type Arrangement } from '../src/layout/arrange';
import { KEYBOARD_LAYERS, type KeypadKind } from '../src/layout/character-sets';
import { decodeKeypadToken, type KeypadToken } from '../src/token/keypad-token';

const base64url = (bytes: Uint8Array) => toBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

let serverKeys: Promise<CryptoKeyPair> | undefined;

/** A server key pair (one per test file: RSA generation is slow) and a token as the server issues it. */
export async function makeTestToken() {
  serverKeys ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const pair = await serverKeys;
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const id = new Uint8Array(32).map((_, i) => (i * 37 + 11) & 0xff);
  const token: KeypadToken = {
    token: `jk1.${base64url(id)}.${base64url(spki)}`,
    expiresAt: '2030-01-01T09:05:00+09:00',
  };
  return { token, id, privateKey: pair.privateKey };
}

/**
 * A predictable stand-in for the CSPRNG so a test knows the layout: every byte is `value`.
 * Tests only — the keypad's default is `crypto.getRandomValues`.
 */
export const constantFill = (value: number) => (bytes: Uint8Array<ArrayBuffer>) => void bytes.fill(value);

/** The layouts a keypad opened with `constantFill(value)` shows (its client seed is 32 × value). */
export async function expectedLayouts(
  token: KeypadToken,
  kind: KeypadKind,
  value: number,
  generation = 0,
): Promise<Arrangement[]> {
  const key = await deriveLayoutKey(new Uint8Array(32).fill(value), decodeKeypadToken(token.token).id);
  if (kind === 'pin') return [await arrangeFromKeystream(key, generation, 0, arrangePin)];
  return Promise.all(
    KEYBOARD_LAYERS.map((layer, index) =>
      arrangeFromKeystream(key, generation, index, (next) => arrangeKeyboardLayer(layer, next)),
    ),
  );
}

/** The slot showing `character` in a layout. */
export function slotOf(layout: Arrangement | undefined, character: string): number {
  const slot = layout?.indexOf(character) ?? -1;
  if (slot < 0) throw new Error(`no key ${character}`);
  return slot;
}
