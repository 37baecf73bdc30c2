// @vitest-environment node
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDevSigner, DEFAULT_DEV_CERTIFICATES } from './dev-signer';

/** A stand-in for the sandbox's signing operations, on the port range reserved for this package. */
const PORT = 4401;
const CLOSED_PORT = 4402;

interface Seen {
  path: string;
  body: Record<string, string>;
  authorization: string | undefined;
}

let server: Server;
let seen: Seen[] = [];
let nextStatus = 200;
let nextBody: unknown;

async function readBody(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      seen.push({ path: request.url ?? '', body, authorization: request.headers.authorization });
      response.writeHead(nextStatus, { 'content-type': 'application/json' });
      response.end(JSON.stringify(nextBody));
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  nextStatus = 200;
  nextBody = undefined;
});

function baseUrl(): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function signer(approve: () => Promise<boolean> = async () => true, url = baseUrl()) {
  return createDevSigner({ baseUrl: url, fetch, crypto: globalThis.crypto, certificates: DEFAULT_DEV_CERTIFICATES, approve });
}

/** What a server does with the signer's output: verify it with the public key it was given. */
function verifies(publicKey: string, text: string, signature: string): boolean {
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  return verify('sha256', Buffer.from(text, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64'));
}

describe('카카오페이 개발용 서명', () => {
  it('init 은 같은 공개키를 계속 돌려준다', async () => {
    const devSigner = signer();
    const first = await devSigner.kakaoPayInit();
    const second = await devSigner.kakaoPayInit();
    expect(first.publicKey).toBe(second.publicKey);
    expect(Buffer.from(first.publicKey, 'base64').length).toBe(91);
  });

  it('login: 샌드박스에서 txId 를 받아 서명하고, 서버는 공개키로 검증할 수 있다', async () => {
    nextBody = { txId: 'TX-20261121-0001' };
    const devSigner = signer();
    const { publicKey } = await devSigner.kakaoPayInit();
    const result = await devSigner.kakaoPayLogin({ ci: 'CI-HONG', media: 'WEB' });
    expect(seen).toEqual([
      { path: '/main/v1/auth/kakaopay-get-tx-id', body: { ci: 'CI-HONG', media: 'WEB', publicKey }, authorization: undefined },
    ]);
    expect(result.txId).toBe('TX-20261121-0001');
    expect(result.publicKey).toBe(publicKey);
    expect(verifies(publicKey, 'TX-20261121-0001', result.signature)).toBe(true);
    expect(verifies(publicKey, 'TX-OTHER', result.signature)).toBe(false);
  });

  it('login: 위조 스위치가 켜지면 같은 공개키를 보내되 다른 키로 서명해, 서버의 검증에 걸린다', async () => {
    nextBody = { txId: 'TX-FORGED' };
    let forge = false;
    const devSigner = createDevSigner({ baseUrl: baseUrl(), fetch, crypto: globalThis.crypto, certificates: [], approve: async () => true, forgeSignatures: () => forge });
    const { publicKey } = await devSigner.kakaoPayInit();
    forge = true;
    const result = await devSigner.kakaoPayLogin({ ci: 'CI-HONG', media: 'WEB' });
    expect(result.publicKey).toBe(publicKey);
    expect(verifies(publicKey, 'TX-FORGED', result.signature)).toBe(false);
  });

  it('sign: 출금용 txId 를 bearer 토큰과 함께 요청한다', async () => {
    nextBody = { txId: 'TXW-9' };
    const devSigner = signer();
    const { publicKey } = await devSigner.kakaoPayInit();
    const result = await devSigner.kakaoPaySign({ ci: 'CI-HONG', media: 'ANDROID', accessToken: 'tok-1' });
    expect(seen).toEqual([
      { path: '/main/v1/auth/kakaopay-get-tx-id-for-withdraw', body: { ci: 'CI-HONG', media: 'ANDROID' }, authorization: 'Bearer tok-1' },
    ]);
    expect(result.txId).toBe('TXW-9');
    expect(verifies(publicKey, 'TXW-9', result.signature)).toBe(true);
  });

  it('sign: 무엇에 쓰는 서명인지 모르므로(출금·투표) 승인 요청에 출금이라고 하지 않는다', async () => {
    nextBody = { txId: 'TXW-1' };
    const asked: string[] = [];
    const approving = createDevSigner({
      baseUrl: baseUrl(),
      fetch,
      crypto: globalThis.crypto,
      certificates: DEFAULT_DEV_CERTIFICATES,
      approve: async ({ summary }) => {
        asked.push(summary);
        return true;
      },
    });
    await approving.kakaoPaySign({ ci: 'CI', media: 'WEB', accessToken: 'tok-1' });
    expect(asked).toEqual(['카카오페이 인증서로 전자서명']);
  });

  it('sign: 서버가 등록한 카카오페이 키(kakaoPayKey)가 주어지면 그 키로 서명하고 init 도 그 공개키를 알린다', async () => {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const kakaoPayKey = {
      publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    };
    nextBody = { txId: 'TXW-2' };
    const devSigner = createDevSigner({ baseUrl: baseUrl(), fetch, crypto: globalThis.crypto, certificates: DEFAULT_DEV_CERTIFICATES, kakaoPayKey, approve: async () => true });
    expect(await devSigner.kakaoPayInit()).toEqual({ publicKey: kakaoPayKey.publicKey });
    const result = await devSigner.kakaoPaySign({ ci: 'CI', media: 'WEB', accessToken: 'tok-1' });
    expect(verifies(kakaoPayKey.publicKey, 'TXW-2', result.signature)).toBe(true);
  });

  it('승인하지 않으면 cancelled', async () => {
    nextBody = { txId: 'TX-1' };
    await expect(signer(async () => false).kakaoPayLogin({ ci: 'CI', media: 'WEB' })).rejects.toMatchObject({
      kind: 'cancelled',
      command: 'kakaoPay.login',
      message: '서명을 취소했어요.',
    });
  });

  it('서버가 거절하면 서버의 한국어 메시지를 전한다', async () => {
    nextStatus = 400;
    nextBody = { code: 'BAD_REQUEST', message: '본인 정보가 일치하지 않아요.' };
    await expect(signer().kakaoPayLogin({ ci: 'CI', media: 'WEB' })).rejects.toMatchObject({
      kind: 'rejected',
      message: '본인 정보가 일치하지 않아요.',
    });
  });

  it('서버가 카카오페이 인증서가 없다고 하면 (NEED_KAKAO_REGISTER) no-certificate', async () => {
    nextStatus = 400;
    nextBody = { code: 'NEED_KAKAO_REGISTER', message: '카카오페이 인증서를 먼저 등록해주세요.' };
    await expect(signer().kakaoPayLogin({ ci: 'CI', media: 'WEB' })).rejects.toMatchObject({
      name: 'NativeBridgeError',
      kind: 'no-certificate',
      command: 'kakaoPay.login',
      message: '카카오페이 인증서를 먼저 등록해주세요.',
    });
    await expect(signer().kakaoPaySign({ ci: 'CI', media: 'WEB', accessToken: 'tok-1' })).rejects.toMatchObject({
      kind: 'no-certificate',
      command: 'kakaoPay.sign',
      message: '카카오페이 인증서를 먼저 등록해주세요.',
    });
  });

  it('메시지 없이 NEED_KAKAO_REGISTER 만 오면 no-certificate 의 기본 문구', async () => {
    nextStatus = 400;
    nextBody = { code: 'NEED_KAKAO_REGISTER' };
    await expect(signer().kakaoPaySign({ ci: 'CI', media: 'WEB' })).rejects.toMatchObject({
      kind: 'no-certificate',
      message: '등록된 인증서가 없어요. 인증서를 먼저 등록해주세요.',
    });
  });

  it('메시지 없는 서버 오류는 상태 코드를 알려준다', async () => {
    nextStatus = 502;
    nextBody = {};
    await expect(signer().kakaoPayLogin({ ci: 'CI', media: 'WEB' })).rejects.toMatchObject({
      message: '서명 서버가 요청을 거절했어요. (HTTP 502)',
    });
  });

  it('응답 형식이 틀리면 rejected', async () => {
    nextBody = { transactionId: 'TX-1' };
    await expect(signer().kakaoPayLogin({ ci: 'CI', media: 'WEB' })).rejects.toMatchObject({
      kind: 'rejected',
      message: '서명 서버의 응답 형식이 올바르지 않아요. (/main/v1/auth/kakaopay-get-tx-id)',
    });
  });

  it('서버에 닿지 않으면 네트워크 오류 문구 (인증서가 없다는 뜻이 아니다)', async () => {
    await expect(
      signer(async () => true, `http://127.0.0.1:${CLOSED_PORT}`).kakaoPayLogin({ ci: 'CI', media: 'WEB' }),
    ).rejects.toMatchObject({ kind: 'rejected', message: '네트워크 연결이 원활하지 않습니다.' });
    await expect(
      signer(async () => true, `http://127.0.0.1:${CLOSED_PORT}`).kakaoPaySign({ ci: 'CI', media: 'WEB', accessToken: 'tok-1' }),
    ).rejects.toMatchObject({ kind: 'rejected', command: 'kakaoPay.sign', message: '네트워크 연결이 원활하지 않습니다.' });
  });
});

describe('공동인증서 개발용 서명', () => {
  const dn = 'cn=조각개발법인(JOGAKDEV)0001,ou=DEV,o=JOGAK,c=kr';

  it('목록은 설정한 인증서를 돌려준다', () => {
    expect(signer().certList()).toEqual({
      certificates: [{ dn, subject: '조각개발법인', issuer: '조각 개발용 인증기관', notAfter: '2099-12-31T23:59:59+09:00' }],
    });
  });

  it('sign: verifyNo 를 받아 서명한다', async () => {
    nextBody = { verifyNo: '482913' };
    const result = await signer().certSign({ dn });
    expect(seen).toEqual([{ path: '/main/v1/auth/cert-request-verify-no', body: { dn }, authorization: undefined }]);
    expect(result.dn).toBe(dn);
    expect(Buffer.from(result.signatureValue, 'base64').length).toBe(64);
  });

  it('등록된 개인키(PKCS #8)가 있으면 그 키로 서명하고, 목록에는 개인키를 내보내지 않는다', async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const privateKey = Buffer.from(await crypto.subtle.exportKey('pkcs8', pair.privateKey)).toString('base64');
    const publicKey = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const registered = { dn: 'cn=(주)등록법인,ou=corporation,o=yessign,c=kr', subject: '(주)등록법인', issuer: 'yessign', notAfter: '2099-12-31T23:59:59+09:00', privateKey };
    let forge = false;
    const keyed = createDevSigner({ baseUrl: baseUrl(), fetch, crypto: globalThis.crypto, certificates: [registered], approve: async () => true, forgeSignatures: () => forge });
    expect(keyed.certList().certificates[0]).not.toHaveProperty('privateKey');
    nextBody = { verifyNo: 'cvn-1' };
    expect(verifies(publicKey, 'cvn-1', (await keyed.certSign({ dn: registered.dn })).signatureValue)).toBe(true);
    forge = true;
    expect(verifies(publicKey, 'cvn-1', (await keyed.certSign({ dn: registered.dn })).signatureValue)).toBe(false);
  });

  it('목록에 없는 인증서는 서버에 묻지 않고 거절한다', async () => {
    await expect(signer().certSign({ dn: 'cn=없음' })).rejects.toMatchObject({
      kind: 'rejected',
      message: '선택한 인증서를 찾을 수 없어요.',
    });
    expect(seen).toEqual([]);
  });
});
