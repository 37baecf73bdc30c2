/** The two keypads of the spec: a 12-slot PIN pad and a 41-slot full keyboard. */
export type KeypadKind = 'pin' | 'keyboard';

/** The full keyboard's three layers; shift toggles lower/upper, the special key shows symbols. */
export type KeyboardLayer = 'lower' | 'upper' | 'symbols';

/**
 * One row of a layer before shuffling: its characters in reading order and how many slots it has.
 * `slots - characters.length` blank keys are inserted at random slots (shuffle mode INSERT).
 */
export interface RowTemplate {
  readonly characters: readonly string[];
  readonly slots: number;
}

const chars = (text: string): readonly string[] => [...text];

/** PIN pad: ten digits and two blanks in 12 slots, 4 rows of 3. */
export const PIN_SLOT_COUNT = 12;
export const PIN_DIGITS: readonly string[] = chars('1234567890');
export const PIN_COLUMNS = 3;

/** Full keyboard: 41 slots per layer in rows of 11, 11, 10 and 9. */
export const KEYBOARD_SLOT_COUNT = 41;

export const KEYBOARD_LAYERS: readonly KeyboardLayer[] = ['lower', 'upper', 'symbols'];

/**
 * Row templates of each keyboard layer. Letters keep the familiar QWERTY order so a password can
 * be typed at all; every session moves each key by inserting blanks at CSPRNG-chosen slots.
 */
export const KEYBOARD_ROWS: Readonly<Record<KeyboardLayer, readonly RowTemplate[]>> = {
  lower: [
    { characters: chars('1234567890'), slots: 11 },
    { characters: chars('qwertyuiop'), slots: 11 },
    { characters: chars('asdfghjkl'), slots: 10 },
    { characters: chars('zxcvbnm'), slots: 9 },
  ],
  upper: [
    { characters: chars('1234567890'), slots: 11 },
    { characters: chars('QWERTYUIOP'), slots: 11 },
    { characters: chars('ASDFGHJKL'), slots: 10 },
    { characters: chars('ZXCVBNM'), slots: 9 },
  ],
  symbols: [
    { characters: chars('!@#$%^&*()'), slots: 11 },
    { characters: chars('-_=+[]{}\\|'), slots: 11 },
    { characters: chars(';:\'",.<>/'), slots: 10 },
    { characters: chars('?`~'), slots: 9 },
  ],
};

/**
 * Index of a layer in positions and in the keystream's counter block.
 *
 * @example
 * layerIndex('symbols'); // 2
 */
export function layerIndex(layer: KeyboardLayer): number {
  return KEYBOARD_LAYERS.indexOf(layer);
}
