import { createJogakClient, JogakApiError } from '@jogak/api-client';
import { createMemoryPersistence, resetSession, resetUser, sessionStore, userStore, type PartnerWebViewOpening } from '@jogak/app-core';
import { createNativeBridge, createUnavailableTransport } from '@jogak/native-bridge';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { phoneShell } from '../test/phone-shell';
import { createPartnerWebViewOpener } from './partner-web-view';

const ORIGIN = 'http://sandbox.test';
const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  resetUser();
  resetSession();
});
afterAll(() => sandbox.close());

/** The opener for the session in the stores, on a device holding `stored`, with a bridge that records its commands. */
function openerOnDevice(stored: Record<string, string>) {
  const persistence = createMemoryPersistence(stored);
  const client = createJogakClient({
    baseUrl: ORIGIN,
    getToken: () => sessionStore.token || null,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
  });
  const bridge = { send: vi.fn() };
  const open = createPartnerWebViewOpener({ client, bridge, persistence, host: `${ORIGIN}/__sandbox/partner`, now: () => Date.parse('2025-03-04T10:00:00+09:00') });
  return { open, bridge, persistence };
}

/** 강지민 (102) after a restart: the session and the user fields the device keeps, the CI in storage, no identity in memory. */
function restartedMember() {
  sessionStore.token = sandbox.state.login('demo-kakao').token;
  Object.assign(userStore, { id: 'demo-kakao', name: '강지민', userType: '102', individualCorpCode: 'INDIVIDUAL' });
  return openerOnDevice({ 'jogak:ci': 'demo-ci-demo-kakao' });
}

describe('createPartnerWebViewOpener', () => {
  it('재시작 뒤 비어 있는 본인 정보(CI, 생년월일, 휴대폰)를 회원 정보로 채워 계좌 개설 화면을 연다', async () => {
    const { open, bridge } = restartedMember();
    await open({ purpose: 'CREATE_ACCOUNT' });
    expect(userStore).toMatchObject({ ci: 'demo-ci-demo-kakao', birth: '1995-06-05', phoneNo: '01055550102' });
    expect(bridge.send).toHaveBeenCalledWith('openLink', { url: expect.stringMatching(/\/__sandbox\/partner\/account\/new\?token=agency-[0-9a-f]+$/) });
  });

  it('개인의 CI 가 남은 기기에서 재시작한 법인은 그 CI 가 아닌 자기 회원 정보로 본인 정보를 채워 법인 계좌 연동 화면을 연다', async () => {
    // 김민준's CI and login member stay for his PIN login; 새봄리츠 (102) signed in with its certificate.
    sessionStore.token = sandbox.state.login('demo-corp-link').token;
    Object.assign(userStore, { id: 'demo-corp-link', name: '새봄리츠', userType: '102', individualCorpCode: 'GENERAL_CORPORATION' });
    const { open, bridge, persistence } = openerOnDevice({
      'jogak:ci': 'demo-ci-demo-general',
      'jogak:login-member': JSON.stringify({ memberId: 'demo-general', name: '김민준' }),
    });

    await open({ purpose: 'CORP_ACCOUNT_LINK' });

    expect(userStore).toMatchObject({ id: 'demo-corp-link', name: '새봄리츠', ci: 'demo-ci-demo-corp-link', phoneNo: '0262001234' });
    expect(bridge.send).toHaveBeenCalledWith('openLink', { url: expect.stringMatching(/\/__sandbox\/partner\/account\/corp-link\?token=agency-[0-9a-f]+/) });
    expect(persistence.entries()).toMatchObject({ 'jogak:ci': 'demo-ci-demo-general' });
  });

  it('토큰을 받지 못하면 열지 않고 서버 코드를 실은 API 오류로 거절한다 (호출한 화면이 이유를 알린다)', async () => {
    const { open, bridge } = restartedMember();
    sandbox.faults.add({ status: 500, path: '/main/v1/account/agency/auth/token', message: '토큰 발급 실패' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = open({ purpose: 'CREATE_ACCOUNT' });
    await expect(failure).rejects.toBeInstanceOf(JogakApiError);
    await expect(failure).rejects.toMatchObject({ code: 'INTERNAL_ERROR', status: 500, message: '토큰 발급 실패' });
    expect(bridge.send).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[jogak] partner web view', expect.any(JogakApiError));
    warn.mockRestore();
  });

  it('토큰을 기다리는 사이 화면을 떠나면(신호 중단) 비밀번호 화면을 열지도, 목적을 저장하지도, 말하지도 않는다', async () => {
    // 김민준 (200) applying for 광안리 오션뷰 스테이 (108), on a phone that records every openLink.
    sessionStore.token = sandbox.state.login('demo-general').token;
    Object.assign(userStore, { id: 'demo-general', userType: '200', individualCorpCode: 'INDIVIDUAL' });
    const persistence = createMemoryPersistence({ 'jogak:ci': 'demo-ci-demo-general' });
    const client = createJogakClient({
      baseUrl: ORIGIN,
      getToken: () => sessionStore.token || null,
      getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
    });
    const opened: string[] = [];
    const bridge = createNativeBridge({
      transport: phoneShell((envelope) => {
        if (envelope.command !== 'openLink') return undefined;
        opened.push(String(envelope.payload.url));
        return 'silent';
      })(createUnavailableTransport()),
    });
    const open = createPartnerWebViewOpener({ client, bridge, persistence, host: `${ORIGIN}/__sandbox/partner`, now: () => Date.parse('2025-03-04T10:00:00+09:00') });
    const apply: PartnerWebViewOpening = {
      purpose: 'PASSWORD_APPLY',
      subscriptionId: '108',
      order: { transactionType: 'FRAC_APPLY', productCode: 'KR5001', amount: 50_000, quantity: 10 },
    };
    const warn = vi.spyOn(console, 'warn');
    const held = sandbox.faults.add({ hold: true, path: '/main/v1/account/agency/auth/token' });
    const leaving = new AbortController();
    const first = open({ ...apply, signal: leaving.signal });
    await expect.poll(() => sandbox.faults.list()).toEqual([]);
    leaving.abort();
    sandbox.faults.release(held.id);
    await expect(first).resolves.toBeUndefined();
    expect(opened).toEqual([]);
    expect(persistence.entries()).not.toHaveProperty('jogak:web-view-purpose');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();

    // Tapping again on a screen still open opens the page once, and only then stores why.
    await open({ ...apply, signal: new AbortController().signal });
    expect(opened).toEqual([expect.stringMatching(/\/__sandbox\/partner\/account\/password\?token=agency-[0-9a-f]+&trans_tp=FRAC_APPLY/)]);
    expect(persistence.entries()).toMatchObject({ 'jogak:web-view-purpose': '{"purpose":"PASSWORD_APPLY","subscriptionId":"108"}' });
  });
});
