import type { webcrypto } from 'node:crypto';
import { isoSeoul } from '../model/clock';
import type { SandboxContext } from '../model/context';
import { badRequest, type SandboxRuleError } from '../model/errors';
import { KEYBOARD_SLOTS, keypadLayout } from './keypad-layout';

/** How long an issued keypad token is accepted (README of @jogak/secure-keypad: 5 minutes). */
export const KEYPAD_TOKEN_TTL_SECONDS = 300;

const EXTENSION_KEY = 'keypad-tokens';
const TOKEN_ID_BYTES = 32;
const KIND_BY_CODE: Readonly<Record<number, 'pin' | 'keyboard'>> = { 1: 'pin', 2: 'keyboard' };

interface TokenRecord {
  expiresAtMs: number;
  used: boolean;
}

/** The refusals of a keypad result; each becomes a 400 `{ code, message }`. */
export const KEYPAD_REFUSALS = {
  KEYPAD_INVALID: '보안 키패드 입력을 확인하지 못했어요. 다시 입력해주세요.',
  KEYPAD_TOKEN_USED: '이미 사용한 보안 키패드 입력이에요. 다시 입력해주세요.',
  KEYPAD_TOKEN_EXPIRED: '보안 키패드 입력 시간이 지났어요. 다시 입력해주세요.',
} as const;

const refuse = (code: keyof typeof KEYPAD_REFUSALS): SandboxRuleError => badRequest(code, KEYPAD_REFUSALS[code]);

let serverKeys: Promise<webcrypto.CryptoKeyPair> | undefined;

/** One RSA-OAEP-2048 key pair per process (a real server keeps it in an HSM and rotates it). */
function keyPair(): Promise<webcrypto.CryptoKeyPair> {
  serverKeys ??= globalThis.crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    false,
    ['encrypt', 'decrypt'],
  );
  return serverKeys;
}

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function tokenStore(ctx: SandboxContext): Map<string, TokenRecord> {
  let store = ctx.data.extensions.get(EXTENSION_KEY) as Map<string, TokenRecord> | undefined;
  if (!store) {
    store = new Map();
    ctx.data.extensions.set(EXTENSION_KEY, store);
  }
  return store;
}

/**
 * Issues a single-use keypad token: `jk1.<32 random bytes>.<SPKI public key>` (base64url) and its
 * expiry, the body of `GET /main/v1/auth/keypad/token`.
 *
 * @example
 * const { token, expiresAt } = await issueKeypadToken(state.context);
 */
export async function issueKeypadToken(ctx: SandboxContext): Promise<{ token: string; expiresAt: string }> {
  const { publicKey } = await keyPair();
  const spki = new Uint8Array(await globalThis.crypto.subtle.exportKey('spki', publicKey));
  const id = new Uint8Array(TOKEN_ID_BYTES);
  globalThis.crypto.getRandomValues(id);
  const now = ctx.clock.now();
  const store = tokenStore(ctx);
  for (const [key, record] of store) if (record.used || record.expiresAtMs <= now.toMillis()) store.delete(key);
  const expiresAt = now.plus({ seconds: KEYPAD_TOKEN_TTL_SECONDS });
  store.set(base64url(id), { expiresAtMs: expiresAt.toMillis(), used: false });
  return { token: `jk1.${base64url(id)}.${base64url(spki)}`, expiresAt: isoSeoul(expiresAt) };
}

/** What the caller expects the keypad to have been. */
export interface KeypadExpectation {
  readonly kind: 'pin' | 'keyboard';
  /** The token string the client sent beside the result, when the request carries one. */
  readonly token?: string;
}

/**
 * Opens a keypad result (base64 envelope) and returns the typed characters. The token is spent on
 * the first presentation, whatever the outcome; replays, expired or unknown tokens, a bad MAC and
 * any malformed byte are refused with a 400 {@link SandboxRuleError}.
 *
 * @example
 * const pin = await openKeypadResult(state.context, body.hashPIN, { kind: 'pin' });
 */
export async function openKeypadResult(
  ctx: SandboxContext,
  encrypted: string,
  expectation: KeypadExpectation,
): Promise<string> {
  const envelope = decodeBase64(encrypted);
  if (!envelope || envelope.length < 2 || envelope[0] !== 1 || envelope[1] !== TOKEN_ID_BYTES) throw refuse('KEYPAD_INVALID');
  const tokenId = envelope.slice(2, 2 + TOKEN_ID_BYTES);
  const idText = base64url(tokenId);
  if (expectation.token !== undefined && expectation.token.split('.')[1] !== idText) throw refuse('KEYPAD_INVALID');
  const record = tokenStore(ctx).get(idText);
  if (!record) throw refuse('KEYPAD_INVALID');
  if (record.used) throw refuse('KEYPAD_TOKEN_USED');
  record.used = true;
  if (ctx.clock.now().toMillis() >= record.expiresAtMs) throw refuse('KEYPAD_TOKEN_EXPIRED');

  const subtle = globalThis.crypto.subtle;
  let offset = 2 + TOKEN_ID_BYTES;
  const wrappedLength = ((envelope[offset] ?? 0) << 8) | (envelope[offset + 1] ?? 0);
  offset += 2;
  const wrapped = envelope.slice(offset, offset + wrappedLength);
  offset += wrappedLength;
  const signedLength = envelope.length - 32;
  const iv = envelope.slice(offset, offset + 16);
  const ciphertext = envelope.slice(offset + 16, signedLength);
  if (wrapped.length !== wrappedLength || iv.length !== 16 || ciphertext.length === 0 || ciphertext.length % 16 !== 0) {
    throw refuse('KEYPAD_INVALID');
  }

  let material: Uint8Array<ArrayBuffer>;
  try {
    const { privateKey } = await keyPair();
    material = new Uint8Array(await subtle.decrypt({ name: 'RSA-OAEP', label: tokenId }, privateKey, wrapped));
  } catch {
    throw refuse('KEYPAD_INVALID');
  }
  if (material.length !== 80) throw refuse('KEYPAD_INVALID');
  const macKey = await subtle.importKey('raw', material.slice(16, 48), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const tagOk = await subtle.verify('HMAC', macKey, envelope.slice(signedLength), envelope.slice(0, signedLength));
  if (!tagOk) throw refuse('KEYPAD_INVALID');

  let plaintext: Uint8Array;
  try {
    const encKey = await subtle.importKey('raw', material.slice(0, 16), 'AES-CBC', false, ['decrypt']);
    plaintext = new Uint8Array(await subtle.decrypt({ name: 'AES-CBC', iv }, encKey, ciphertext));
  } catch {
    throw refuse('KEYPAD_INVALID');
  }
  const [version, kindCode, maxLength, count] = plaintext;
  const kind = KIND_BY_CODE[kindCode ?? 0];
  if (version !== 1 || kind !== expectation.kind || maxLength === undefined || maxLength < 1 || maxLength > 16) {
    throw refuse('KEYPAD_INVALID');
  }
  if (count === undefined || count < 1 || count > maxLength || plaintext.length !== 4 + 2 * maxLength) {
    throw refuse('KEYPAD_INVALID');
  }

  const clientSeed = material.slice(48, 80);
  const layouts = new Map<string, (string | null)[]>();
  let typed = '';
  for (let i = 0; i < count; i += 1) {
    const generation = plaintext[4 + 2 * i] ?? 0;
    const position = plaintext[5 + 2 * i] ?? 0;
    const layer = kind === 'pin' ? 0 : Math.floor(position / KEYBOARD_SLOTS);
    const slot = kind === 'pin' ? position : position % KEYBOARD_SLOTS;
    if (layer > 2 || (kind === 'pin' && slot > 11)) throw refuse('KEYPAD_INVALID');
    const key = `${generation}:${layer}`;
    let layout = layouts.get(key);
    if (!layout) {
      layout = await keypadLayout(clientSeed, tokenId, kind, generation, layer);
      layouts.set(key, layout);
    }
    const character = layout[slot];
    if (character === null || character === undefined) throw refuse('KEYPAD_INVALID');
    typed += character;
  }
  return typed;
}
