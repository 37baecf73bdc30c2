/**
 * A source of uniformly distributed random bytes, read one at a time.
 * Both the browser (a keystream derived through WebCrypto) and the server read the same bytes in
 * the same order, which is what lets the server rebuild the layout.
 */
export type ByteReader = () => number;

/**
 * Returns an integer in `[0, bound)` with no modulo bias: bytes at or above the largest multiple
 * of `bound` below 256 are rejected and the next byte is read.
 *
 * @example
 * const bytes = [250, 7];
 * let i = 0;
 * uniformBelow(() => bytes[i++] ?? 0, 12); // 10 (250 is below the limit 252, 250 % 12 = 10)
 */
export function uniformBelow(nextByte: ByteReader, bound: number): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > 256) {
    throw new RangeError(`bound must be an integer in 1..256, got ${bound}`);
  }
  const limit = 256 - (256 % bound);
  for (;;) {
    const byte = nextByte();
    if (byte < limit) return byte % bound;
  }
}

/**
 * Shuffles a copy of `items` with the Fisher–Yates (Durstenfeld) algorithm: from the last index
 * down to 1, swap index `i` with `uniformBelow(i + 1)`. Every permutation is equally likely when
 * the bytes are uniform.
 *
 * @example
 * const bytes = new Uint8Array(64);
 * crypto.getRandomValues(bytes);
 * let i = 0;
 * fisherYates(['1', '2', '3'], () => bytes[i++] ?? 0);
 */
export function fisherYates<T>(items: readonly T[], nextByte: ByteReader): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = uniformBelow(nextByte, i + 1);
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return result;
}

/** Thrown by a reader when its buffer is used up; the caller asks for a longer keystream. */
export class ExhaustedBytesError extends Error {
  constructor() {
    super('keystream exhausted');
    this.name = 'ExhaustedBytesError';
  }
}

/**
 * Reads `bytes` front to back and throws {@link ExhaustedBytesError} at the end, so a layout can be
 * rebuilt from a longer prefix of the same keystream.
 *
 * @example
 * const read = readBytes(new Uint8Array([1, 2]));
 * read(); // 1
 */
export function readBytes(bytes: Uint8Array): ByteReader {
  let index = 0;
  return () => {
    if (index >= bytes.length) throw new ExhaustedBytesError();
    const byte = bytes[index] as number;
    index += 1;
    return byte;
  };
}

/**
 * Reads fresh bytes from the platform CSPRNG (`crypto.getRandomValues`), refilled in blocks.
 *
 * @example
 * fisherYates(['a', 'b', 'c'], cryptoBytes());
 */
export function cryptoBytes(fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): ByteReader {
  const block = new Uint8Array(256);
  let index = block.length;
  return () => {
    if (index >= block.length) {
      fill(block);
      index = 0;
    }
    const byte = block[index] as number;
    index += 1;
    return byte;
  };
}
