import { CLIENT_SEED_BYTES, type KeyEntry, sealEntries } from '../crypto/envelope';
import { arrangeFromKeystream, deriveLayoutKey } from '../crypto/layout-keystream';
import { drawGlyph } from '../glyph/draw-glyph';
import { type GlyphJitter, makeGlyphJitter } from '../glyph/glyph-jitter';
import { type Arrangement, arrangeKeyboardLayer, arrangePin } from '../layout/arrange';
import {
  KEYBOARD_LAYERS,
  KEYBOARD_ROWS,
  KEYBOARD_SLOT_COUNT,
  type KeyboardLayer,
  type KeypadKind,
  layerIndex,
  PIN_COLUMNS,
  PIN_SLOT_COUNT,
} from '../layout/character-sets';
import { spokenLabel } from '../layout/spoken-labels';
import { cryptoBytes } from '../shuffle/fisher-yates';
import { decodeKeypadToken, type KeypadToken, MAX_KEYPAD_LENGTH } from '../token/keypad-token';
import { KeypadError } from './keypad-error';

export type KeypadStatus = 'closed' | 'open';

/** A key slot as the UI sees it: where it sits and whether it is blank — never its character. */
export interface KeySlot {
  readonly slot: number;
  readonly row: number;
  readonly column: number;
  readonly blank: boolean;
}

/** What the UI renders. Holds no character and no position history, only the count typed. */
export interface KeypadSnapshot {
  readonly status: KeypadStatus;
  /** Layout derivation or sealing is running; presses are ignored meanwhile. */
  readonly pending: boolean;
  readonly kind: KeypadKind;
  /** The keyboard layer on screen; `null` on the PIN pad. */
  readonly layer: KeyboardLayer | null;
  readonly filled: number;
  readonly maxLength: number;
  readonly rows: readonly (readonly KeySlot[])[];
  /** How many times the layout was reshuffled in this session (0–255). */
  readonly generation: number;
  /** Screen-reader mode: keys get spoken labels (this exposes the layout, see README). */
  readonly accessible: boolean;
  readonly error: KeypadError | null;
}

/** What the finish callback receives: the token and the sealed key positions in base64. */
export interface KeypadResult {
  readonly token: string;
  readonly encrypted: string;
}

export interface SecureKeypadOptions {
  /** The parsed body of `GET /main/v1/auth/keypad/token` ({@link parseKeypadToken}). */
  readonly token: KeypadToken;
  /** `'pin'` (12-slot PIN pad, the default) or `'keyboard'` (41-slot full keyboard). */
  readonly kind?: KeypadKind;
  /** Input finishes by itself at this many keys: 1–16, default 8. */
  readonly maxLength?: number;
  /** Called once, when input reached `maxLength` or {@link SecureKeypad.finish} was called. */
  readonly onFinish: (result: KeypadResult) => void;
  /**
   * The CSPRNG. Defaults to `crypto.getRandomValues`; tests inject a seeded fill to know the layout.
   * Never pass `Math.random`-based code here.
   */
  readonly getRandomValues?: (bytes: Uint8Array<ArrayBuffer>) => void;
}

export interface SecureKeypad {
  /** Derives the layouts from the token and a fresh client seed; resolves when the keypad is open. */
  open(): Promise<void>;
  /** Closes and forgets everything typed and the layouts. */
  close(): void;
  /** Registers the key at `slot` of the current layer. Blank keys and a full input return false. */
  press(slot: number): boolean;
  /** Removes the last entry. */
  erase(): boolean;
  /** Empties the input. */
  clear(): boolean;
  /** Keyboard only: lowercase ↔ uppercase (not while the symbols layer is shown). */
  toggleShift(): boolean;
  /** Keyboard only: the special (symbols) layer ↔ letters. */
  toggleSymbols(): boolean;
  /** Regenerates the layout; entries typed so far are kept (each remembers its generation). */
  shuffle(): Promise<boolean>;
  /** Seals and hands the result to `onFinish`; needs at least one entry. */
  finish(): Promise<boolean>;
  /** Turns the screen-reader mode on or off. */
  setAccessible(on: boolean): void;
  /** Paints the label of `slot` (current layer) into `canvas`. */
  drawKey(slot: number, canvas: HTMLCanvasElement): void;
  /** The spoken Korean label of `slot` — only in screen-reader mode, otherwise `null`. */
  describeKey(slot: number): string | null;
  getSnapshot(): KeypadSnapshot;
  subscribe(listener: () => void): () => void;
}

const MAX_GENERATION = 255;
/** The spec's default length (section 9). */
const DEFAULT_LENGTH = 8;

function rowsOf(kind: KeypadKind, arrangement: Arrangement | undefined): KeySlot[][] {
  const blank = (slot: number) => arrangement === undefined || arrangement[slot] === null;
  if (kind === 'pin') {
    return Array.from({ length: PIN_SLOT_COUNT / PIN_COLUMNS }, (_, row) =>
      Array.from({ length: PIN_COLUMNS }, (_, column) => {
        const slot = row * PIN_COLUMNS + column;
        return { slot, row, column, blank: blank(slot) };
      }),
    );
  }
  let slot = 0;
  return KEYBOARD_ROWS.lower.map((template, row) =>
    Array.from({ length: template.slots }, (_, column) => {
      const key = { slot, row, column, blank: blank(slot) };
      slot += 1;
      return key;
    }),
  );
}

/**
 * Creates a headless secure keypad. Only key positions are recorded; the position → character
 * mapping lives in this closure and is rebuilt by the server from the token and the wrapped seed.
 *
 * @example
 * const keypad = createSecureKeypad({
 *   token: parseKeypadToken(await (await fetch('/main/v1/auth/keypad/token')).json()),
 *   onFinish: ({ token, encrypted }) => login({ hashPIN: encrypted }),
 * });
 * await keypad.open();
 * keypad.press(4); // the key in slot 4 — which digit it is, only the server will know
 */
export function createSecureKeypad(options: SecureKeypadOptions): SecureKeypad {
  const { token, onFinish, kind = 'pin', maxLength = DEFAULT_LENGTH } = options;
  if (!Number.isInteger(maxLength) || maxLength < 1 || maxLength > MAX_KEYPAD_LENGTH) {
    throw new RangeError(`maxLength must be an integer in 1..${MAX_KEYPAD_LENGTH}, got ${maxLength}`);
  }
  const fillRandom = options.getRandomValues ?? ((bytes: Uint8Array<ArrayBuffer>) => void crypto.getRandomValues(bytes));
  const nextJitterByte = cryptoBytes(fillRandom);

  let status: KeypadStatus = 'closed';
  let pending = false;
  let generation = 0;
  let shift = false;
  let symbols = false;
  let accessible = false;
  let error: KeypadError | null = null;
  let session = 0;
  let finished = false;
  const entries: KeyEntry[] = [];
  let arrangements: Arrangement[] = [];
  let layoutKey: CryptoKey | null = null;
  let publicKey: CryptoKey | null = null;
  let tokenId: Uint8Array<ArrayBuffer> | null = null;
  let clientSeed: Uint8Array<ArrayBuffer> | null = null;
  const jitters = new Map<string, GlyphJitter>();
  const listeners = new Set<() => void>();

  const currentLayer = (): KeyboardLayer | null => {
    if (kind === 'pin') return null;
    if (symbols) return 'symbols';
    return shift ? 'upper' : 'lower';
  };
  const currentLayerIndex = (): number => {
    const layer = currentLayer();
    return layer === null ? 0 : layerIndex(layer);
  };

  const build = (): KeypadSnapshot => ({
    status,
    pending,
    kind,
    layer: currentLayer(),
    filled: entries.length,
    maxLength,
    rows: rowsOf(kind, status === 'open' ? arrangements[currentLayerIndex()] : undefined),
    generation,
    accessible,
    error,
  });
  let snapshot = build();
  const emit = () => {
    snapshot = build();
    for (const listener of listeners) listener();
  };

  const forget = () => {
    entries.length = 0;
    arrangements = [];
    layoutKey = null;
    clientSeed?.fill(0);
    clientSeed = null;
    jitters.clear();
  };

  const deriveAll = async (key: CryptoKey, gen: number): Promise<Arrangement[]> => {
    if (kind === 'pin') return [await arrangeFromKeystream(key, gen, 0, arrangePin)];
    return Promise.all(
      KEYBOARD_LAYERS.map((layer, index) =>
        arrangeFromKeystream(key, gen, index, (next) => arrangeKeyboardLayer(layer, next)),
      ),
    );
  };

  const fail = (code: KeypadError['code'], detail: string) => {
    error = new KeypadError(code, detail);
    pending = false;
    emit();
  };

  const finish = async (): Promise<boolean> => {
    if (status !== 'open' || pending || entries.length === 0) return false;
    if (publicKey === null || clientSeed === null || tokenId === null) return false;
    pending = true;
    finished = true;
    error = null;
    emit();
    const mine = session;
    try {
      const encrypted = await sealEntries({
        tokenBytes: tokenId,
        publicKey,
        kind,
        maxLength,
        entries,
        clientSeed,
        fillRandom,
      });
      if (mine !== session) return false;
      status = 'closed';
      pending = false;
      forget();
      emit();
      onFinish({ token: token.token, encrypted });
      return true;
    } catch (cause) {
      finished = false;
      if (mine === session) fail('SEAL_FAILED', cause instanceof Error ? cause.message : String(cause));
      return false;
    }
  };

  return {
    async open() {
      if (status === 'open' || pending) return;
      if (finished) throw new Error('a finished keypad cannot be reopened: its token is used');
      if (typeof crypto === 'undefined' || crypto.subtle === undefined) {
        fail('CRYPTO_UNAVAILABLE', 'crypto.subtle is missing (not a secure context?)');
        return;
      }
      session += 1;
      const mine = session;
      pending = true;
      error = null;
      emit();
      try {
        const decoded = decodeKeypadToken(token.token);
        tokenId = decoded.id;
        publicKey = await crypto.subtle.importKey(
          'spki',
          decoded.publicKey,
          { name: 'RSA-OAEP', hash: 'SHA-256' },
          false,
          ['encrypt'],
        );
        const seed = new Uint8Array(CLIENT_SEED_BYTES);
        fillRandom(seed);
        const key = await deriveLayoutKey(seed, decoded.id);
        const layouts = await deriveAll(key, 0);
        if (mine !== session) return;
        clientSeed = seed;
        layoutKey = key;
        arrangements = layouts;
        generation = 0;
        status = 'open';
        pending = false;
        emit();
      } catch (cause) {
        if (mine === session) fail('TOKEN_INVALID', cause instanceof Error ? cause.message : String(cause));
      }
    },
    close() {
      session += 1;
      status = 'closed';
      pending = false;
      forget();
      emit();
    },
    press(slot) {
      if (status !== 'open' || pending || entries.length >= maxLength) return false;
      const character = arrangements[currentLayerIndex()]?.[slot];
      if (character === null || character === undefined) return false;
      const position = kind === 'pin' ? slot : currentLayerIndex() * KEYBOARD_SLOT_COUNT + slot;
      entries.push({ generation, position });
      emit();
      if (entries.length === maxLength) void finish();
      return true;
    },
    erase() {
      if (status !== 'open' || pending || entries.length === 0) return false;
      entries.pop();
      emit();
      return true;
    },
    clear() {
      if (status !== 'open' || pending || entries.length === 0) return false;
      entries.length = 0;
      emit();
      return true;
    },
    toggleShift() {
      if (kind === 'pin' || status !== 'open' || symbols) return false;
      shift = !shift;
      emit();
      return true;
    },
    toggleSymbols() {
      if (kind === 'pin' || status !== 'open') return false;
      symbols = !symbols;
      emit();
      return true;
    },
    async shuffle() {
      if (status !== 'open' || pending || layoutKey === null || generation >= MAX_GENERATION) return false;
      const mine = session;
      pending = true;
      emit();
      try {
        const layouts = await deriveAll(layoutKey, generation + 1);
        if (mine !== session) return false;
        generation += 1;
        arrangements = layouts;
        jitters.clear();
        pending = false;
        emit();
        return true;
      } catch (cause) {
        if (mine === session) fail('TOKEN_INVALID', cause instanceof Error ? cause.message : String(cause));
        return false;
      }
    },
    finish,
    setAccessible(on) {
      accessible = on;
      emit();
    },
    drawKey(slot, canvas) {
      const index = currentLayerIndex();
      const character = arrangements[index]?.[slot];
      if (character === undefined) return;
      const id = `${generation}:${index}:${slot}`;
      let jitter = jitters.get(id);
      if (jitter === undefined) {
        jitter = makeGlyphJitter(nextJitterByte);
        jitters.set(id, jitter);
      }
      drawGlyph(canvas, character, jitter);
    },
    describeKey(slot) {
      if (!accessible) return null;
      const character = arrangements[currentLayerIndex()]?.[slot];
      if (character === undefined) return null;
      return character === null ? '빈 키' : spokenLabel(character);
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
