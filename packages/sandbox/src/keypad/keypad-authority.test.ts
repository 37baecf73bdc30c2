import { describe, expect, it } from 'vitest';
import { createSandboxState } from '../model/state';
import { issueKeypadToken, openKeypadResult } from './keypad-authority';
import { keypadLayout } from './keypad-layout';

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/').padEnd(Math.ceil(text.length / 4) * 4, '=')), (c) =>
    c.charCodeAt(0),
  );

/** An envelope that names the token but carries garbage: enough for the checks before any crypto. */
function fakeEnvelope(token: string): string {
  const id = fromBase64url(token.split('.')[1] ?? '');
  const bytes = new Uint8Array(2 + 32 + 2 + 256 + 16 + 32 + 32);
  bytes.set([1, 32]);
  bytes.set(id, 2);
  bytes.set([1, 0], 34);
  return btoa(String.fromCharCode(...bytes));
}

describe('issueKeypadToken', () => {
  it('jk1.<32바이트 id>.<공개키> 와 5분 뒤 만료 시각', async () => {
    const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
    const { token, expiresAt } = await issueKeypadToken(state.context);
    const [prefix, id, publicKey] = token.split('.');
    expect(prefix).toBe('jk1');
    expect(fromBase64url(id ?? '').length).toBe(32);
    expect(fromBase64url(publicKey ?? '').length).toBe(294);
    expect(expiresAt).toBe('2025-03-04T10:05:00+09:00');
  });

  it('매번 다른 토큰', async () => {
    const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
    const first = await issueKeypadToken(state.context);
    const second = await issueKeypadToken(state.context);
    expect(first.token.split('.')[1]).not.toBe(second.token.split('.')[1]);
  });
});

describe('openKeypadResult — 암호 해독 전의 거절', () => {
  it('base64가 아니거나 형식이 다르면 KEYPAD_INVALID', async () => {
    const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
    await expect(openKeypadResult(state.context, '1234', { kind: 'pin' })).rejects.toMatchObject({
      status: 400,
      code: 'KEYPAD_INVALID',
      message: '보안 키패드 입력을 확인하지 못했어요. 다시 입력해주세요.',
    });
    await expect(openKeypadResult(state.context, 'AQI=', { kind: 'pin' })).rejects.toMatchObject({ code: 'KEYPAD_INVALID' });
  });

  it('발급하지 않은 토큰은 KEYPAD_INVALID', async () => {
    const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
    const { token } = await issueKeypadToken(createSandboxState({ now: '2025-03-04T10:00:00+09:00' }).context);
    await expect(openKeypadResult(state.context, fakeEnvelope(token), { kind: 'pin' })).rejects.toMatchObject({
      code: 'KEYPAD_INVALID',
    });
  });

  it('5분이 지나면 KEYPAD_TOKEN_EXPIRED', async () => {
    const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
    const { token } = await issueKeypadToken(state.context);
    state.clock.advance({ minutes: 5 });
    await expect(openKeypadResult(state.context, fakeEnvelope(token), { kind: 'pin' })).rejects.toMatchObject({
      code: 'KEYPAD_TOKEN_EXPIRED',
      message: '보안 키패드 입력 시간이 지났어요. 다시 입력해주세요.',
    });
  });

  it('실패한 시도도 토큰을 써 버린다: 두 번째는 KEYPAD_TOKEN_USED', async () => {
    const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
    const { token } = await issueKeypadToken(state.context);
    await expect(openKeypadResult(state.context, fakeEnvelope(token), { kind: 'pin' })).rejects.toMatchObject({
      code: 'KEYPAD_INVALID',
    });
    await expect(openKeypadResult(state.context, fakeEnvelope(token), { kind: 'pin' })).rejects.toMatchObject({
      code: 'KEYPAD_TOKEN_USED',
      message: '이미 사용한 보안 키패드 입력이에요. 다시 입력해주세요.',
    });
  });

  it('함께 보낸 토큰과 봉투의 토큰이 다르면 KEYPAD_INVALID', async () => {
    const state = createSandboxState({ now: '2025-03-04T10:00:00+09:00' });
    const first = await issueKeypadToken(state.context);
    const second = await issueKeypadToken(state.context);
    await expect(
      openKeypadResult(state.context, fakeEnvelope(first.token), { kind: 'pin', token: second.token }),
    ).rejects.toMatchObject({ code: 'KEYPAD_INVALID' });
  });
});

describe('keypadLayout', () => {
  it('PIN은 숫자 10개와 빈칸 2개, 키보드 층은 41칸', async () => {
    const seed = new Uint8Array(32).fill(1);
    const id = new Uint8Array(32).fill(2);
    const pin = await keypadLayout(seed, id, 'pin', 0, 0);
    expect(pin.filter((slot) => slot === null)).toHaveLength(2);
    expect(pin.filter((slot) => slot !== null).sort().join('')).toBe('0123456789');
    const symbols = await keypadLayout(seed, id, 'keyboard', 0, 2);
    expect(symbols).toHaveLength(41);
    expect(symbols.filter((slot) => slot !== null).join('')).toBe('!@#$%^&*()-_=+[]{}\\|;:\'",.<>/?`~');
  });
});
