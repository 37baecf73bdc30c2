import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CERTIFICATES, type DevCertificate } from '../model/seed/dev-certificates';
import { setupSandboxServer } from '../node/setup-sandbox-server';

const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => sandbox.reset());
afterAll(() => sandbox.close());

const ORIGIN = 'http://sandbox.test';

function certificateOf(memberId: string): DevCertificate {
  const certificate = DEV_CERTIFICATES.find((candidate) => candidate.memberId === memberId);
  if (!certificate) throw new Error(`no dev certificate for ${memberId}`);
  return certificate;
}

const corp = certificateOf('demo-corp');
const corpPro = certificateOf('demo-corp-pro');
const CORP_BUSINESS_NO = '1208812345';

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function sign(privateKey: string, text: string): Promise<string> {
  const der = Uint8Array.from(atob(privateKey), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey('pkcs8', der, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(signature)));
}

async function verifyNoFor(dn: string): Promise<string> {
  const { body } = await post('/main/v1/auth/cert-request-verify-no', { dn });
  return String(body.verifyNo);
}

function certVerify(signatureValue: string, dn = corp.dn) {
  return post('/main/v1/auth/cert-verify', { corpBusinessPersonNo: CORP_BUSINESS_NO, dn, signatureValue, pushToken: '', media: 'WEB' });
}

describe('certificate signatures (cert-verify)', () => {
  it('accepts the registered key’s signature over the latest verification number and signs in', async () => {
    const signature = await sign(corp.privateKey, await verifyNoFor(corp.dn));
    const { status, body } = await certVerify(signature);
    expect(status).toBe(200);
    expect(body).toMatchObject({ userId: 'demo-corp', individualCorpCode: 'GENERAL_CORPORATION' });
  });

  it('issues a fresh, unguessable verification number each time', async () => {
    const first = await verifyNoFor(corp.dn);
    const second = await verifyNoFor(corp.dn);
    expect(first).toMatch(/^cvn-[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('refuses a signature by another member’s key', async () => {
    const signature = await sign(corpPro.privateKey, await verifyNoFor(corp.dn));
    const { status, body } = await certVerify(signature);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'LOGIN_FAILED', message: '전자서명이 등록된 인증서와 일치하지 않아요. 인증서로 다시 서명해주세요.' });
  });

  it('refuses a malformed signature and a signature over another text', async () => {
    await verifyNoFor(corp.dn);
    expect((await certVerify('not-a-signature')).body.code).toBe('LOGIN_FAILED');
    const stale = await verifyNoFor(corp.dn);
    await verifyNoFor(corp.dn);
    const { body } = await certVerify(await sign(corp.privateKey, stale));
    expect(body.message).toBe('전자서명이 등록된 인증서와 일치하지 않아요. 인증서로 다시 서명해주세요.');
  });

  it('refuses a replayed signature: the verification number is spent by its first use', async () => {
    const signature = await sign(corp.privateKey, await verifyNoFor(corp.dn));
    expect((await certVerify(signature)).status).toBe(200);
    const replay = await certVerify(signature);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('이미 사용한 전자서명이에요. 인증서로 다시 서명해주세요.');
  });

  it('spends the number on a wrong signature too, so it cannot be retried', async () => {
    const verifyNo = await verifyNoFor(corp.dn);
    await certVerify(await sign(corpPro.privateKey, verifyNo));
    const { body } = await certVerify(await sign(corp.privateKey, verifyNo));
    expect(body.message).toBe('이미 사용한 전자서명이에요. 인증서로 다시 서명해주세요.');
  });

  it('refuses a signature sent more than three minutes after the number was issued', async () => {
    const signature = await sign(corp.privateKey, await verifyNoFor(corp.dn));
    sandbox.state.clock.advance({ minutes: 3, seconds: 1 });
    const { body } = await certVerify(signature);
    expect(body.message).toBe('전자서명 유효 시간(3분)이 지났어요. 인증서로 다시 서명해주세요.');
  });

  it('refuses another corporation’s certificate, even correctly signed', async () => {
    const signature = await sign(corpPro.privateKey, await verifyNoFor(corpPro.dn));
    const { body } = await certVerify(signature, corpPro.dn);
    expect(body.message).toBe('이 법인에 등록된 인증서가 아니에요. 법인 명의의 인증서를 선택해주세요.');
  });

  it('refuses a locked certificate after five wrong passwords', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await post('/main/v1/auth/cert-set-pw-verify-cnt', { dn: corp.dn, normalYn: 'N' });
    const unlocked = await post('/main/v1/auth/cert-set-pw-verify-cnt', { dn: corp.dn, normalYn: 'Y' });
    expect(unlocked.body).toEqual({ pwVerifyCnt: 5, lockedYn: 'Y' });
    const { body } = await certVerify(await sign(corp.privateKey, await verifyNoFor(corp.dn)));
    expect(body.message).toBe('인증서 비밀번호를 5번 잘못 입력해 잠겼어요. 고객센터로 문의해주세요.');
  });
});

describe('certificate login (cert-login)', () => {
  const login = () => post('/main/v1/auth/cert-login', { htsId: 'HTS00004', media: 'WEB', macAddress: '' });

  it('is refused without a verified signature', async () => {
    const { status, body } = await login();
    expect(status).toBe(400);
    expect(body.message).toBe('인증서 전자서명을 먼저 확인해주세요. 인증서로 다시 로그인해주세요.');
  });

  it('opens one HTS session per verified signature, with a doubleConnectKey, ending the verify’s session', async () => {
    const verified = await certVerify(await sign(corp.privateKey, await verifyNoFor(corp.dn)));
    const session = await login();
    expect(session.body).toMatchObject({ userId: 'demo-corp', doubleConnectKey: expect.stringMatching(/^dck-/) });
    expect(sandbox.state.memberIdForToken(String(verified.body.token))).toBeUndefined();
    expect((await login()).status).toBe(400);
    const logout = await post('/main/v1/auth/cert-logout', { htsId: 'HTS00004', media: 'WEB', doubleConnectKey: session.body.doubleConnectKey }, String(session.body.token));
    expect(logout.status).toBe(200);
  });
});
