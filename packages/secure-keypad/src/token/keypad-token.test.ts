import { describe, expect, it } from 'vitest';
import { decodeKeypadToken, parseKeypadToken } from './keypad-token';

const ID = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
const valid = { token: `jk1.${ID}.MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA`, expiresAt: '2030-01-01T09:05:00+09:00' };

describe('parseKeypadToken', () => {
  it('올바른 응답은 그대로 돌려준다', () => {
    expect(parseKeypadToken(valid)).toEqual(valid);
  });

  it.each([
    ['객체가 아님', null],
    ['토큰이 문자열이 아님', { ...valid, token: 42 }],
    ['접두어가 다름', { ...valid, token: valid.token.replace('jk1', 'jk2') }],
    ['조각이 4개', { ...valid, token: `${valid.token}.AA` }],
    ['id가 32바이트가 아님', { ...valid, token: 'jk1.AAEC.MIIB' }],
    ['id가 base64url이 아님', { ...valid, token: `jk1.${ID.slice(0, -1)}+.MIIB` }],
    ['공개키가 base64url이 아님', { ...valid, token: `jk1.${ID}.공개키` }],
    ['만료 시각이 날짜가 아님', { ...valid, expiresAt: 'tomorrow' }],
  ])('%s → TOKEN_INVALID, 한국어 메시지', (_, input) => {
    expect(() => parseKeypadToken(input)).toThrow('보안 키패드를 준비하지 못했어요. 다시 시도해주세요.');
  });
});

describe('decodeKeypadToken', () => {
  it('id 32바이트와 공개키 바이트로 나눈다', () => {
    const decoded = decodeKeypadToken(valid.token);
    expect([...decoded.id.slice(0, 4)]).toEqual([0, 1, 2, 3]);
    expect(decoded.id.length).toBe(32);
    expect(decoded.publicKey.length).toBe(33);
  });
});
