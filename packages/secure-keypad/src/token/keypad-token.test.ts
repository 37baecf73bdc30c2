import { describe, expect, it } from 'vitest';
import { keypadKindOf, parseKeypadToken } from './keypad-token';

const valid = {
  token: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
  keypadType: 'PIN',
  maxLength: 8,
  publicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
  expiresAt: '2030-01-01T09:05:00+09:00',
};

describe('parseKeypadToken', () => {
  it('올바른 응답은 그대로 돌려준다', () => {
    expect(parseKeypadToken(valid)).toEqual(valid);
  });

  it.each([
    ['객체가 아님', null],
    ['토큰이 32바이트가 아님', { ...valid, token: 'AAEC' }],
    ['토큰이 base64url이 아님', { ...valid, token: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh+' }],
    ['알 수 없는 종류', { ...valid, keypadType: 'QWERTY' }],
    ['최대 길이 0', { ...valid, maxLength: 0 }],
    ['최대 길이 17', { ...valid, maxLength: 17 }],
    ['공개키가 base64가 아님', { ...valid, publicKey: '공개키' }],
    ['만료 시각이 날짜가 아님', { ...valid, expiresAt: 'tomorrow' }],
  ])('%s → TOKEN_INVALID, 한국어 메시지', (_, input) => {
    expect(() => parseKeypadToken(input)).toThrow('보안 키패드를 준비하지 못했어요. 다시 시도해주세요.');
  });
});

describe('keypadKindOf', () => {
  it('PIN은 pin, KEYBOARD는 keyboard', () => {
    expect(keypadKindOf({ keypadType: 'PIN' })).toBe('pin');
    expect(keypadKindOf({ keypadType: 'KEYBOARD' })).toBe('keyboard');
  });
});
