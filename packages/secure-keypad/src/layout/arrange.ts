import { type ByteReader, fisherYates } from '../shuffle/fisher-yates';
import { type KeyboardLayer, KEYBOARD_ROWS, PIN_DIGITS, PIN_SLOT_COUNT } from './character-sets';

/** A laid-out layer: each slot holds a character or `null` for a blank key. */
export type Arrangement = readonly (string | null)[];

const range = (length: number): number[] => Array.from({ length }, (_, i) => i);

/**
 * Lays out the PIN pad: the ten digits and two blanks are permuted over all 12 slots.
 * (An ordered digit row with two inserted gaps would leak most of a PIN to anyone who sees where
 * the finger lands, so the PIN pad permutes fully; see README "Shuffle mode INSERT".)
 *
 * @example
 * arrangePin(cryptoBytes()); // e.g. ['7', null, '3', …] — 12 slots
 */
export function arrangePin(nextByte: ByteReader): Arrangement {
  const blanks = Array.from({ length: PIN_SLOT_COUNT - PIN_DIGITS.length }, () => null);
  return fisherYates<string | null>([...PIN_DIGITS, ...blanks], nextByte);
}

/**
 * Lays out one keyboard layer row by row (top to bottom): the row's slot indices are shuffled and
 * the first `slots - characters` of them become blanks; the characters fill the other slots in
 * their usual order.
 *
 * @example
 * arrangeKeyboardLayer('lower', cryptoBytes()).length; // 41
 */
export function arrangeKeyboardLayer(layer: KeyboardLayer, nextByte: ByteReader): Arrangement {
  return KEYBOARD_ROWS[layer].flatMap((row) => {
    const order = fisherYates(range(row.slots), nextByte);
    const blanks = new Set(order.slice(0, row.slots - row.characters.length));
    let next = 0;
    return range(row.slots).map((slot) => {
      if (blanks.has(slot)) return null;
      const character = row.characters[next] ?? null;
      next += 1;
      return character;
    });
  });
}
