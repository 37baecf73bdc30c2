import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node/setup-sandbox-server';
import { signAsDevKakaoPay } from './kakao-pay-signatures';

const NOW = '2025-03-04T10:00:00+09:00';
const sandbox = setupSandboxServer({ now: NOW });
beforeAll(() => sandbox.listen());
afterEach(() => {
  // reset() rebuilds the seed at the clock's time and keeps the clock: a test that moved it must
  // not hand the tests after it a later day.
  sandbox.state.clock.set(NOW);
  sandbox.reset();
});
afterAll(() => sandbox.close());

const ORIGIN = 'http://sandbox.test';
const CI = 'demo-ci-demo-general';
const P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function toBase64(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)));
}

/** A device's pay-provider key, as the shell's `kakaoPay.init` makes it. */
async function deviceKey() {
  const pair = await crypto.subtle.generateKey(P256, false, ['sign', 'verify']);
  const publicKey = toBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
  const sign = async (text: string) => toBase64(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(text)));
  return { publicKey, sign };
}

async function txIdFor(publicKey: string, ci = CI): Promise<string> {
  const { body } = await post('/main/v1/auth/kakaopay-get-tx-id', { ci, media: 'WEB', publicKey });
  return String(body.txId);
}

function verify(request: { txId: string; publicKey: string; signature: string; ci?: string }) {
  return post('/main/v1/auth/kakaopay-verify-signature', { ci: CI, media: 'WEB', ...request });
}

describe('pay-provider login signatures (kakaopay-verify-signature)', () => {
  it('signs in when the device that asked for the transaction signs it', async () => {
    const device = await deviceKey();
    const txId = await txIdFor(device.publicKey);
    const { status, body } = await verify({ txId, publicKey: device.publicKey, signature: await device.sign(txId) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ userId: 'demo-general', publicKey: device.publicKey });
    expect(body.token).toEqual(expect.any(String));
  });

  it('refuses a forged signature: another key signed the transaction', async () => {
    const device = await deviceKey();
    const forger = await deviceKey();
    const txId = await txIdFor(device.publicKey);
    const { status, body } = await verify({ txId, publicKey: device.publicKey, signature: await forger.sign(txId) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'LOGIN_FAILED', message: '전자서명이 카카오페이 인증서와 일치하지 않아요. 카카오페이 인증서로 다시 로그인해주세요.' });
  });

  it('refuses another key than the one the transaction was issued to, even with its own valid signature', async () => {
    const device = await deviceKey();
    const other = await deviceKey();
    const txId = await txIdFor(device.publicKey);
    const { body } = await verify({ txId, publicKey: other.publicKey, signature: await other.sign(txId) });
    expect(body).toMatchObject({ code: 'LOGIN_FAILED' });
  });

  it('refuses a replayed signature, and a wrong first attempt spends the transaction', async () => {
    const device = await deviceKey();
    const txId = await txIdFor(device.publicKey);
    const signature = await device.sign(txId);
    expect((await verify({ txId, publicKey: device.publicKey, signature })).status).toBe(200);
    expect((await verify({ txId, publicKey: device.publicKey, signature })).body).toMatchObject({
      code: 'LOGIN_FAILED',
      message: '이미 사용한 전자서명이에요. 카카오페이 인증서로 다시 로그인해주세요.',
    });

    const next = await txIdFor(device.publicKey);
    await verify({ txId: next, publicKey: device.publicKey, signature: 'bm90IGEgc2lnbmF0dXJl' });
    expect((await verify({ txId: next, publicKey: device.publicKey, signature: await device.sign(next) })).status).toBe(400);
  });

  it('refuses a signature sent more than three minutes after the transaction was issued', async () => {
    const device = await deviceKey();
    const txId = await txIdFor(device.publicKey);
    sandbox.state.clock.advance({ minutes: 3, seconds: 1 });
    const { body } = await verify({ txId, publicKey: device.publicKey, signature: await device.sign(txId) });
    expect(body).toMatchObject({ message: '전자서명 유효 시간(3분)이 지났어요. 카카오페이 인증서로 다시 로그인해주세요.' });
  });

  it('refuses another member’s transaction and a member who has not registered the certificate', async () => {
    const device = await deviceKey();
    const txId = await txIdFor(device.publicKey);
    const { body } = await verify({ txId, publicKey: device.publicKey, signature: await device.sign(txId), ci: 'demo-ci-demo-income' });
    expect(body).toMatchObject({ code: 'LOGIN_FAILED' });

    const unregistered = await post('/main/v1/auth/kakaopay-get-tx-id', { ci: 'demo-ci-demo-kakao', media: 'WEB', publicKey: device.publicKey });
    expect(unregistered.body).toMatchObject({ code: 'NEED_KAKAO_REGISTER' });
  });
});

describe('the auto-sign that completes a pay-provider login (kakaopay-auto-sign)', () => {
  async function signedIn() {
    const device = await deviceKey();
    const txId = await txIdFor(device.publicKey);
    const signature = await device.sign(txId);
    const { body } = await verify({ txId, publicKey: device.publicKey, signature });
    const token = String(body.token);
    const info = await fetch(`${ORIGIN}/main/v1/member/info?ci=${CI}&pushToken=&media=WEB&individualCorpCode=INDIVIDUAL`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { htsId } = (await info.json()) as { htsId: string };
    return { device, txId, signature, token, htsId };
  }

  it('verifies the login’s signature under the key the login registered, once', async () => {
    const { txId, signature, token, htsId } = await signedIn();
    const request = { htsId, txId, signatureOriginal: txId, electronicSignatureData: signature };
    const first = await post('/main/v1/auth/kakaopay-auto-sign', request, token);
    expect(first.body).toMatchObject({ verifiedYn: 'Y', signatureValue: expect.any(String) });
    expect((await post('/main/v1/auth/kakaopay-auto-sign', request, token)).body).toEqual({ verifiedYn: 'N', signatureValue: null });
  });

  it('answers N for another HTS id, another original or a forged signature', async () => {
    const forger = await deviceKey();
    for (const change of [{ htsId: 'HTS99999' }, { signatureOriginal: 'ktx-other' }, { forge: true }]) {
      const { txId, signature, token, htsId } = await signedIn();
      const request = {
        htsId,
        txId,
        signatureOriginal: txId,
        electronicSignatureData: 'forge' in change ? await forger.sign(txId) : signature,
        ...('htsId' in change ? { htsId: change.htsId } : {}),
        ...('signatureOriginal' in change ? { signatureOriginal: change.signatureOriginal } : {}),
      };
      expect((await post('/main/v1/auth/kakaopay-auto-sign', request, token)).body).toEqual({ verifiedYn: 'N', signatureValue: null });
    }
  });
});

describe('pay-provider signatures of a withdrawal (kakaopay-verify-signature-for-withdraw) and of a ballot', () => {
  const token = () => sandbox.state.login('demo-general').token;

  function verifyForWithdraw(request: { txId: string; signature: string }, as = token()) {
    return post('/main/v1/auth/kakaopay-verify-signature-for-withdraw', { ci: CI, media: 'WEB', ...request }, as);
  }

  function withdraw(signatureValue: string, as = token()) {
    return post('/main/v1/account/withdrawal', { amount: 5_000, password: '1234', keypadToken: 'sandbox-plain', signatureValue }, as);
  }

  function castBallot(signatureValue: string) {
    return post('/main/v1/votes/1/ballot', { ballots: [{ agendaId: 1, optionId: 1 }, { agendaId: 2, optionId: 2 }], signatureValue }, token());
  }

  it('verifies the member’s registered key’s signature over the transaction, once, and the withdrawal takes its proof once', async () => {
    const { txId, signature } = await signAsDevKakaoPay(sandbox.state, 'demo-general');
    const verified = await verifyForWithdraw({ txId, signature });
    expect(verified.body).toEqual({ verifiedYn: 'Y', signatureValue: expect.any(String) });
    expect((await verifyForWithdraw({ txId, signature })).body).toEqual({ verifiedYn: 'N', signatureValue: null });

    const proof = String(verified.body.signatureValue);
    expect((await withdraw(proof)).status).toBe(200);
    expect((await withdraw(proof)).body).toMatchObject({ code: 'BAD_REQUEST', message: '전자서명을 확인하지 못했어요. 다시 시도해주세요.' });
  });

  it('answers N for a signature that is not one, a signature over another transaction and another key’s signature', async () => {
    const { txId } = await post('/main/v1/auth/kakaopay-get-tx-id-for-withdraw', { ci: CI, media: 'WEB' }, token()).then(({ body }) => ({ txId: String(body.txId) }));
    expect((await verifyForWithdraw({ txId, signature: 'x' })).body).toEqual({ verifiedYn: 'N', signatureValue: null });

    const other = await signAsDevKakaoPay(sandbox.state, 'demo-general');
    const { txId: next } = await post('/main/v1/auth/kakaopay-get-tx-id-for-withdraw', { ci: CI, media: 'WEB' }, token()).then(({ body }) => ({ txId: String(body.txId) }));
    expect((await verifyForWithdraw({ txId: next, signature: other.signature })).body).toEqual({ verifiedYn: 'N', signatureValue: null });

    const forger = await deviceKey();
    const { txId: third } = await post('/main/v1/auth/kakaopay-get-tx-id-for-withdraw', { ci: CI, media: 'WEB' }, token()).then(({ body }) => ({ txId: String(body.txId) }));
    expect((await verifyForWithdraw({ txId: third, signature: await forger.sign(third) })).body).toEqual({ verifiedYn: 'N', signatureValue: null });
  });

  it('refuses a withdrawal whose proof no signature check gave', async () => {
    expect((await withdraw('sig-made-up')).body).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('tells a member the pay provider has not registered to register first', async () => {
    const unregistered = await post('/main/v1/auth/kakaopay-get-tx-id-for-withdraw', { ci: 'demo-ci-demo-kakao', media: 'WEB' }, sandbox.state.login('demo-kakao').token);
    expect(unregistered.body).toMatchObject({ code: 'NEED_KAKAO_REGISTER' });
  });

  it('casts a ballot signed over the member’s transaction, and refuses x, a forgery and a replay', async () => {
    expect((await castBallot('x')).body).toMatchObject({ code: 'BAD_REQUEST', message: '전자서명을 확인하지 못했어요. 다시 투표해주세요.' });
    const forger = await deviceKey();
    const { txId } = await signAsDevKakaoPay(sandbox.state, 'demo-general');
    expect((await castBallot(await forger.sign(txId))).body).toMatchObject({ code: 'BAD_REQUEST' });
    expect(sandbox.state.data.votes.find((vote) => vote.voteId === '1')?.ballots.has('demo-general')).toBe(false);

    const { signature } = await signAsDevKakaoPay(sandbox.state, 'demo-general');
    expect((await castBallot(signature)).status).toBe(200);
    expect(sandbox.state.data.votes.find((vote) => vote.voteId === '1')?.ballots.has('demo-general')).toBe(true);
    sandbox.reset();
    expect((await castBallot(signature)).body).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the clock between tests', () => {
  // Last in the file: a test above moves the clock, and it must be back at NOW by now.
  it('starts every test at NOW, whatever the tests before it did to the clock', () => {
    expect(sandbox.state.clock.now().toMillis()).toBe(new Date(NOW).getTime());
  });
});
