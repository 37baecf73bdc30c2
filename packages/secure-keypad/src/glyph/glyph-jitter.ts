import { type ByteReader } from '../shuffle/fisher-yates';

/**
 * How one key's glyph is drawn in this session. Every open draws each glyph slightly shifted,
 * rotated, scaled and speckled, so key images are never pixel-identical across sessions (the
 * published attack on keypads of this family matches hashes of key images).
 */
export interface GlyphJitter {
  /** Offset of the glyph centre in CSS pixels, −3…+3. */
  readonly dx: number;
  readonly dy: number;
  /** Rotation in degrees, −6…+6. */
  readonly rotation: number;
  /** Font-size factor, 0.9…1.1. */
  readonly scale: number;
  /** Faint speckles as [x, y] fractions of the key box, 6 to 9 of them. */
  readonly speckles: readonly (readonly [number, number])[];
}

const spread = (byte: number, half: number): number => ((byte / 255) * 2 - 1) * half;

/**
 * Draws a fresh jitter from CSPRNG bytes.
 *
 * @example
 * makeGlyphJitter(cryptoBytes()).scale; // e.g. 1.03
 */
export function makeGlyphJitter(nextByte: ByteReader): GlyphJitter {
  const dx = spread(nextByte(), 3);
  const dy = spread(nextByte(), 3);
  const rotation = spread(nextByte(), 6);
  const scale = 1 + spread(nextByte(), 0.1);
  const count = 6 + (nextByte() % 4);
  const speckles = Array.from({ length: count }, () => [nextByte() / 255, nextByte() / 255] as const);
  return { dx, dy, rotation, scale, speckles };
}
