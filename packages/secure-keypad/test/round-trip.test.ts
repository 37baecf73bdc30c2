// @vitest-environment node
import { createSandbox, DEMO_ACCOUNT_PASSWORD, DEMO_PIN, openKeypadResult } from '@jogak/sandbox';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from '../src/crypto/base64';
import { createSecureKeypad, type KeypadResult } from '../src/keypad/create-secure-keypad';
import { spokenLabel } from '../src/layout/spoken-labels';
import { parseKeypadToken } from '../src/token/keypad-token';

const sandbox = createSandbox({ now: '2025-03-04T10:00:00+09:00' });
const { state } = sandbox;
const server = setupServer(...sandbox.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

/**
 * Types `text` as a user would, with the real CSPRNG: the test finds each key through the
 * screen-reader labels (the only way to learn the layout without knowing the client seed).
 */
async function typeOnKeypad(text: string, kind: 'pin' | 'keyboard', maxLength: number): Promise<KeypadResult> {
  const response = await fetch('http://sandbox.test/main/v1/auth/keypad/token');
  const token = parseKeypadToken(await response.json());
  return new Promise<KeypadResult>((resolve, reject) => {
    const keypad = createSecureKeypad({ token, kind, maxLength, onFinish: resolve });
    void keypad.open().then(async () => {
      keypad.setAccessible(true);
      for (const character of text) {
        const { rows } = keypad.getSnapshot();
        const key = rows.flat().find((slot) => keypad.describeKey(slot.slot) === spokenLabel(character));
        if (!key) return reject(new Error(`no key for the test character at index ${text.indexOf(character)}`));
        keypad.press(key.slot);
      }
      if (text.length < maxLength && !(await keypad.finish())) reject(new Error('finish refused'));
    });
  });
}

/** The sandbox's own PIN login handler, with the keypad result as `hashPIN`. */
function simpleLogin(hashPIN: string) {
  return fetch('http://sandbox.test/main/v1/auth/simple/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ memberId: 'demo-general', hashCI: 'demo-ci-demo-general', hashPIN, pushToken: '', media: 'ANDROID' }),
  });
}

describe('키패드 → 샌드박스 PIN 로그인', () => {
  it('맞는 PIN이면 로그인된다', async () => {
    const { encrypted } = await typeOnKeypad(DEMO_PIN, 'pin', DEMO_PIN.length);
    const response = await simpleLogin(encrypted);
    expect(response.status).toBe(200);
  });

  it('틀린 PIN이면 400 LOGIN_FAILED, 남은 횟수와 함께 PIN 번호가 일치하지 않아요.', async () => {
    const { encrypted } = await typeOnKeypad('654321', 'pin', 6);
    const response = await simpleLogin(encrypted);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'LOGIN_FAILED', message: 'PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.' });
  });

  it('같은 결과로 다시 로그인하면 400 KEYPAD_TOKEN_USED', async () => {
    const { encrypted } = await typeOnKeypad(DEMO_PIN, 'pin', DEMO_PIN.length);
    expect((await simpleLogin(encrypted)).status).toBe(200);
    const replay = await simpleLogin(encrypted);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'KEYPAD_TOKEN_USED' });
  });
});

describe('키패드 → 샌드박스 왕복 (openKeypadResult)', () => {
  it('맞는 PIN은 서버가 그대로 복원한다', async () => {
    const { encrypted } = await typeOnKeypad(DEMO_PIN, 'pin', DEMO_PIN.length);
    expect(await openKeypadResult(state.context, encrypted, { kind: 'pin' })).toBe(DEMO_PIN);
  });

  it('틀린 PIN은 회원의 PIN과 다르다', async () => {
    const { encrypted } = await typeOnKeypad('654321', 'pin', 6);
    const typed = await openKeypadResult(state.context, encrypted, { kind: 'pin' });
    expect(typed).toBe('654321');
    expect(typed === DEMO_PIN).toBe(false);
  });

  it('같은 결과를 다시 보내면 KEYPAD_TOKEN_USED로 거절', async () => {
    const { encrypted } = await typeOnKeypad(DEMO_PIN, 'pin', 6);
    expect(await openKeypadResult(state.context, encrypted, { kind: 'pin' })).toBe(DEMO_PIN);
    await expect(openKeypadResult(state.context, encrypted, { kind: 'pin' })).rejects.toMatchObject({
      code: 'KEYPAD_TOKEN_USED',
    });
  });

  it('한 바이트라도 바뀌면 MAC 검증에서 KEYPAD_INVALID', async () => {
    const { encrypted } = await typeOnKeypad(DEMO_PIN, 'pin', 6);
    const bytes = fromBase64(encrypted);
    bytes[bytes.length - 40] = (bytes[bytes.length - 40] ?? 0) ^ 1;
    await expect(openKeypadResult(state.context, toBase64(bytes), { kind: 'pin' })).rejects.toMatchObject({
      code: 'KEYPAD_INVALID',
    });
  });

  it('5분이 지나면 KEYPAD_TOKEN_EXPIRED', async () => {
    const { encrypted } = await typeOnKeypad(DEMO_PIN, 'pin', 6);
    state.clock.advance({ minutes: 5, seconds: 1 });
    await expect(openKeypadResult(state.context, encrypted, { kind: 'pin' })).rejects.toMatchObject({
      code: 'KEYPAD_TOKEN_EXPIRED',
    });
    state.clock.set('2025-03-04T10:00:00+09:00');
  });

  it('PIN 패드의 결과를 키보드로 열면 KEYPAD_INVALID', async () => {
    const { encrypted } = await typeOnKeypad(DEMO_PIN, 'pin', 6);
    await expect(openKeypadResult(state.context, encrypted, { kind: 'keyboard' })).rejects.toMatchObject({
      code: 'KEYPAD_INVALID',
    });
  });

  it('전체 키보드: 섞기, 시프트, 기호 층을 지나도 서버가 복원한다', async () => {
    const response = await fetch('http://sandbox.test/main/v1/auth/keypad/token');
    const token = parseKeypadToken(await response.json());
    const result = await new Promise<KeypadResult>((resolve) => {
      const keypad = createSecureKeypad({ token, kind: 'keyboard', maxLength: 16, onFinish: resolve });
      const press = (character: string) => {
        const key = keypad.getSnapshot().rows.flat().find((slot) => keypad.describeKey(slot.slot) === spokenLabel(character));
        expect(key).toBeDefined();
        keypad.press(key?.slot ?? -1);
      };
      void (async () => {
        await keypad.open();
        keypad.setAccessible(true);
        press('a');
        await keypad.shuffle();
        press('7');
        keypad.toggleShift();
        press('Q');
        keypad.toggleSymbols();
        press('!');
        await keypad.finish();
      })();
    });
    expect(await openKeypadResult(state.context, result.encrypted, { kind: 'keyboard', token: result.token })).toBe('a7Q!');
  });

  it('출금 비밀번호: 맞으면 출금되고, 틀리면 잘못된 비밀번호에요', async () => {
    const right = await typeOnKeypad(DEMO_ACCOUNT_PASSWORD, 'pin', 4);
    const password = await openKeypadResult(state.context, right.encrypted, { kind: 'pin', token: right.token });
    expect(state.withdraw('demo-general', 10_000, password).amount).toBe(10_000);

    const wrong = await typeOnKeypad('9999', 'pin', 4);
    const typed = await openKeypadResult(state.context, wrong.encrypted, { kind: 'pin', token: wrong.token });
    expect(() => state.withdraw('demo-general', 10_000, typed)).toThrow('잘못된 비밀번호에요');
  });
});
