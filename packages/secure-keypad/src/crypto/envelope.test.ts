import { describe, expect, it } from 'vitest';
import { constantFill, makeTestToken } from '../../test/fixtures';
import { decodeKeypadToken } from '../token/keypad-token';
import { fromBase64 } from './base64';
import { encodePlaintext, sealEntries } from './envelope';

describe('encodePlaintext', () => {
  it('버전, 종류, 최대 길이, 개수, 그리고 최대 길이만큼의 (세대, 위치) 쌍', () => {
    expect([...encodePlaintext('pin', 4, [{ generation: 0, position: 5 }, { generation: 1, position: 11 }])]).toEqual([
      1, 1, 4, 2, 0, 5, 1, 11, 0, 0, 0, 0,
    ]);
    expect([...encodePlaintext('keyboard', 2, [{ generation: 0, position: 122 }])]).toEqual([1, 2, 2, 1, 0, 122, 0, 0]);
  });
});

describe('sealEntries', () => {
  it('봉투: 헤더, 토큰, 감싼 키, IV, 암호문, HMAC — 서버 개인키로 열린다', async () => {
    const { token, privateKey } = await makeTestToken();
    const decoded = decodeKeypadToken(token.token);
    const publicKey = await crypto.subtle.importKey('spki', decoded.publicKey, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const tokenBytes = decoded.id;
    const clientSeed = new Uint8Array(32).fill(9);
    const entries = [{ generation: 0, position: 3 }, { generation: 0, position: 7 }];
    const envelope = fromBase64(
      await sealEntries({ tokenBytes, publicKey, kind: 'pin', maxLength: 8, entries, clientSeed, fillRandom: constantFill(0x2a) }),
    );
    // 1 + 1 + 32 + 2 + 256 + 16 + 32 (20-byte plaintext → 2 AES blocks) + 32
    expect(envelope.length).toBe(372);
    expect([envelope[0], envelope[1]]).toEqual([1, 32]);
    expect(envelope.slice(2, 34)).toEqual(tokenBytes);
    expect([envelope[34], envelope[35]]).toEqual([1, 0]);

    const wrapped = envelope.slice(36, 292);
    const material = new Uint8Array(await crypto.subtle.decrypt({ name: 'RSA-OAEP', label: tokenBytes }, privateKey, wrapped));
    expect(material.length).toBe(80);
    expect(material.slice(48)).toEqual(clientSeed);

    const macKey = await crypto.subtle.importKey('raw', material.slice(16, 48), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    expect(await crypto.subtle.verify('HMAC', macKey, envelope.slice(340), envelope.slice(0, 340))).toBe(true);

    const encKey = await crypto.subtle.importKey('raw', material.slice(0, 16), 'AES-CBC', false, ['decrypt']);
    const plaintext = new Uint8Array(
      await crypto.subtle.decrypt({ name: 'AES-CBC', iv: envelope.slice(292, 308) }, encKey, envelope.slice(308, 340)),
    );
    expect([...plaintext]).toEqual([1, 1, 8, 2, 0, 3, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('다른 토큰 라벨로는 감싼 키가 풀리지 않는다', async () => {
    const { token, privateKey } = await makeTestToken();
    const decoded = decodeKeypadToken(token.token);
    const publicKey = await crypto.subtle.importKey('spki', decoded.publicKey, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const tokenBytes = decoded.id;
    const envelope = fromBase64(
      await sealEntries({ tokenBytes, publicKey, kind: 'pin', maxLength: 8, entries: [], clientSeed: new Uint8Array(32), fillRandom: constantFill(1) }),
    );
    await expect(
      crypto.subtle.decrypt({ name: 'RSA-OAEP', label: new Uint8Array(32) }, privateKey, envelope.slice(36, 292)),
    ).rejects.toThrow();
  });
});
