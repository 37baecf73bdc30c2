import { type Arrangement } from '../layout/arrange';
import { ExhaustedBytesError, readBytes, type ByteReader } from '../shuffle/fisher-yates';

/** HKDF `info` of the layout key; part of the protocol (README "Layout derivation"). */
export const LAYOUT_KEY_INFO = 'jogak-keypad/v1/layout';

/**
 * Derives the layout key: HKDF-SHA256(ikm = client seed, salt = token bytes, info = LAYOUT_KEY_INFO),
 * 32 bytes, imported as an AES-256-CTR key that never leaves WebCrypto.
 *
 * @example
 * const key = await deriveLayoutKey(seed, tokenBytes);
 */
export async function deriveLayoutKey(
  clientSeed: Uint8Array<ArrayBuffer>,
  tokenBytes: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  const ikm = await crypto.subtle.importKey('raw', clientSeed, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: tokenBytes, info: new TextEncoder().encode(LAYOUT_KEY_INFO) },
    ikm,
    256,
  );
  return crypto.subtle.importKey('raw', bits, 'AES-CTR', false, ['encrypt']);
}

/**
 * The first `length` bytes of the layer's keystream: AES-256-CTR over zero bytes, initial counter
 * block `[generation, layer, 0 × 14]`, 64-bit counter. Longer requests extend the same stream.
 *
 * @example
 * const bytes = await layoutKeystream(key, 0, 0, 256);
 */
export async function layoutKeystream(
  key: CryptoKey,
  generation: number,
  layer: number,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const counter = new Uint8Array(16);
  counter[0] = generation;
  counter[1] = layer;
  const stream = await crypto.subtle.encrypt(
    { name: 'AES-CTR', counter, length: 64 },
    key,
    new Uint8Array(length),
  );
  return new Uint8Array(stream);
}

/**
 * Runs `arrange` over the layer's keystream, retrying with a doubled prefix of the same stream in
 * the (vanishingly rare) case rejection sampling used up the bytes, so the result is deterministic.
 *
 * @example
 * const slots = await arrangeFromKeystream(key, 0, 0, arrangePin);
 */
export async function arrangeFromKeystream(
  key: CryptoKey,
  generation: number,
  layer: number,
  arrange: (nextByte: ByteReader) => Arrangement,
): Promise<Arrangement> {
  for (let length = 256; ; length *= 2) {
    const bytes = await layoutKeystream(key, generation, layer, length);
    try {
      return arrange(readBytes(bytes));
    } catch (error) {
      if (!(error instanceof ExhaustedBytesError)) throw error;
    }
  }
}
