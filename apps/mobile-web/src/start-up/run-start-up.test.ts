import { createMemoryPersistence, resetUser, userStore } from '@jogak/app-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runStartUp, type StartUpDeps } from './run-start-up';

function deps(
  stored: Record<string, string>,
  memberInfo: Awaited<ReturnType<StartUpDeps['signInWithCi']>> = null,
  versionSupported = true,
) {
  const persistence = createMemoryPersistence(stored);
  return {
    persistence,
    navigate: vi.fn(),
    openPartnerWebView: vi.fn(async () => undefined),
    signInWithCi: vi.fn(async () => memberInfo),
    isVersionSupported: vi.fn(() => versionSupported),
    requireUpdate: vi.fn(async () => undefined),
  };
}

const user = (fields: Record<string, string>) => JSON.stringify(fields);

beforeEach(() => {
  resetUser();
});

describe('runStartUp', () => {
  it('event 값을 추천 코드로 저장하고 흐름을 이어간다', async () => {
    const d = deps({});
    await runStartUp({ event: 'FRIEND1' }, d);
    expect(d.persistence.entries()).toEqual({ 'jogak:referral-code': 'FRIEND1' });
    expect(d.navigate).toHaveBeenCalledWith({ route: '/auth/access-permission' });
  });

  it('버전 확인에 실패하면 업데이트 안내에서 멈춘다 (추천 코드는 저장)', async () => {
    const d = deps({ 'jogak:app-state': 'login', 'jogak:ci': 'ci-1' }, null, false);
    await runStartUp({ event: 'FRIEND1', route: 'qna' }, d);
    expect(d.requireUpdate).toHaveBeenCalledTimes(1);
    expect(d.navigate).not.toHaveBeenCalled();
    expect(d.signInWithCi).not.toHaveBeenCalled();
    expect(d.persistence.entries()).toEqual({ 'jogak:app-state': 'login', 'jogak:ci': 'ci-1', 'jogak:referral-code': 'FRIEND1' });
  });

  it('버전 확인을 통과하면 업데이트 안내 없이 진행', async () => {
    const d = deps({});
    await runStartUp({}, d);
    expect(d.requireUpdate).not.toHaveBeenCalled();
    expect(d.navigate.mock.calls).toEqual([[{ route: '/auth/access-permission' }]]);
  });

  it('route=qna 는 1:1 문의 목록을 연다', async () => {
    const d = deps({ 'jogak:app-state': 'login' });
    await runStartUp({ route: 'qna' }, d);
    expect(d.navigate.mock.calls).toEqual([[{ route: '/_main/support/qna' }]]);
  });

  it('처음 실행이면 접근 권한 안내로', async () => {
    const d = deps({});
    await runStartUp({}, d);
    expect(d.navigate.mock.calls).toEqual([[{ route: '/auth/access-permission' }]]);
  });

  it('로그인 완료 유형(200)은 홈으로', async () => {
    const d = deps({ 'jogak:app-state': 'login', 'jogak:user': user({ userType: '200' }) });
    await runStartUp({}, d);
    expect(d.navigate.mock.calls).toEqual([[{ route: '/_main/home' }]]);
  });

  it('법인 정보만 있으면 법인 탭 로그인으로', async () => {
    const d = deps({ 'jogak:app-state': 'login', 'jogak:corp-info': '{"corpName":"동백물산"}' });
    await runStartUp({}, d);
    expect(d.navigate.mock.calls).toEqual([[{ route: '/auth/login', search: { tabs: 'corporate' } }]]);
  });

  it('102 개인은 200 이 되고 계좌 개설 웹뷰를 연다', async () => {
    const d = deps({ 'jogak:app-state': 'login', 'jogak:user': user({ userType: '102', individualCorpCode: 'INDIVIDUAL' }) });
    await runStartUp({}, d);
    expect(userStore.userType).toBe('200');
    expect(d.openPartnerWebView).toHaveBeenCalledWith({ purpose: 'CREATE_ACCOUNT' });
  });

  it('법인 102 는 200 이 되고 법인 계좌 연동 웹뷰를 연다', async () => {
    const d = deps({ 'jogak:app-state': 'login', 'jogak:user': user({ userType: '102', individualCorpCode: 'GENERAL_CORPORATION' }) });
    await runStartUp({}, d);
    expect(userStore.userType).toBe('200');
    expect(d.openPartnerWebView.mock.calls).toEqual([[{ purpose: 'CORP_ACCOUNT_LINK' }]]);
  });

  it('CI 가 있으면 CI 로그인 후 회원정보로 결정한다', async () => {
    const d = deps(
      { 'jogak:app-state': 'login', 'jogak:ci': 'ci-1', 'jogak:phone-change-status': 'Y' },
      { userType: '200', individualCorpCode: 'INDIVIDUAL' },
    );
    await runStartUp({}, d);
    expect(d.signInWithCi).toHaveBeenCalledWith('ci-1');
    expect(userStore.userType).toBe('200');
    expect(d.persistence.entries()['jogak:phone-change-status']).toBeUndefined();
    expect(d.navigate.mock.calls).toEqual([[{ route: '/_main/home' }]]);
  });

  it('CI 로그인에 회원정보가 없으면 CI 를 지우고 첫 가입으로', async () => {
    const d = deps({ 'jogak:app-state': 'login', 'jogak:ci': 'ci-1' }, null);
    await runStartUp({}, d);
    expect(d.persistence.entries()).toEqual({ 'jogak:app-state': 'login' });
    expect(d.navigate.mock.calls).toEqual([[{ route: '/auth/first-time-sign-up' }]]);
  });

  it('kycReExecute 면 고객확인으로', async () => {
    const d = deps(
      { 'jogak:app-state': 'login', 'jogak:ci': 'ci-1' },
      { userType: '200', individualCorpCode: 'INDIVIDUAL', kycReExecute: 'Y' },
    );
    await runStartUp({}, d);
    expect(d.navigate.mock.calls).toEqual([[{ route: '/kyc' }]]);
  });
});
