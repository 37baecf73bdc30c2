/**
 * The server's half of the secure keypad's layout derivation, written from the protocol in
 * packages/secure-keypad/README.md (not imported from the keypad: the sandbox may not depend on
 * it, and a second implementation is what proves the protocol can be implemented from the text).
 */
import type { webcrypto } from 'node:crypto';

type Slots = (string | null)[];
type NextByte = () => number;

const LAYOUT_INFO = 'jogak-keypad/v1/layout';
export const KEYBOARD_SLOTS = 41;

const PIN_CANONICAL: Slots = [...'1234567890', null, null];

/** [characters, slots] of each row, top to bottom, per keyboard layer (index 0, 1, 2). */
const KEYBOARD_LAYER_ROWS: readonly (readonly [string, number])[][] = [
  [['1234567890', 11], ['qwertyuiop', 11], ['asdfghjkl', 10], ['zxcvbnm', 9]],
  [['1234567890', 11], ['QWERTYUIOP', 11], ['ASDFGHJKL', 10], ['ZXCVBNM', 9]],
  [['!@#$%^&*()', 11], ['-_=+[]{}\\|', 11], [';:\'",.<>/', 10], ['?`~', 9]],
];

class OutOfBytes extends Error {}

function below(next: NextByte, bound: number): number {
  const limit = 256 - (256 % bound);
  for (;;) {
    const byte = next();
    if (byte < limit) return byte % bound;
  }
}

function shuffle<T>(items: T[], next: NextByte): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = below(next, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

function pinLayout(next: NextByte): Slots {
  return shuffle([...PIN_CANONICAL], next);
}

function keyboardLayout(layer: number, next: NextByte): Slots {
  const rows = KEYBOARD_LAYER_ROWS[layer] ?? [];
  return rows.flatMap(([characters, slots]) => {
    const order = shuffle(Array.from({ length: slots }, (_, i) => i), next);
    const blanks = new Set(order.slice(0, slots - characters.length));
    const queue = [...characters];
    return Array.from({ length: slots }, (_, slot) => (blanks.has(slot) ? null : (queue.shift() ?? null)));
  });
}

/**
 * Rebuilds what the client showed for a (generation, layer): HKDF-SHA256(seed, salt = token id)
 * → AES-256-CTR keystream from counter block [generation, layer, 0…] → Fisher–Yates.
 *
 * @example
 * const slots = await keypadLayout(clientSeed, tokenId, 'pin', 0, 0); // ['7', null, '3', …]
 */
export async function keypadLayout(
  clientSeed: Uint8Array<ArrayBuffer>,
  tokenId: Uint8Array<ArrayBuffer>,
  kind: 'pin' | 'keyboard',
  generation: number,
  layer: number,
): Promise<Slots> {
  const subtle = globalThis.crypto.subtle;
  const ikm = await subtle.importKey('raw', clientSeed, 'HKDF', false, ['deriveBits']);
  const keyBits = await subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: tokenId, info: new TextEncoder().encode(LAYOUT_INFO) },
    ikm,
    256,
  );
  const key: webcrypto.CryptoKey = await subtle.importKey('raw', keyBits, 'AES-CTR', false, ['encrypt']);
  const counter = new Uint8Array(16);
  counter[0] = generation;
  counter[1] = layer;
  for (let length = 256; ; length *= 2) {
    const stream = new Uint8Array(await subtle.encrypt({ name: 'AES-CTR', counter, length: 64 }, key, new Uint8Array(length)));
    let index = 0;
    const next = () => {
      if (index >= stream.length) throw new OutOfBytes();
      return stream[index++] as number;
    };
    try {
      return kind === 'pin' ? pinLayout(next) : keyboardLayout(layer, next);
    } catch (error) {
      if (!(error instanceof OutOfBytes)) throw error;
    }
  }
}
