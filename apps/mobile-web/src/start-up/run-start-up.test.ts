import { JogakApiError, type JogakErrorCode } from '@jogak/api-client';
import { createMemoryPersistence, resetSession, resetUser, sessionStore, updateUser, userStore } from '@jogak/app-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runStartUp, type StartUpDeps } from './run-start-up';

function deps(
  stored: Record<string, string>,
  memberInfo: Awaited<ReturnType<StartUpDeps['signInWithCi']>> = null,
  versionSupported = true,
) {
  const persistence = createMemoryPersistence(stored);
  const steps: string[] = [];
  return {
    persistence,
    /** What start-up did, in order: `navigate <route>` and `open <purpose>`. */
    steps,
    navigate: vi.fn((target: { route: string }) => void steps.push(`navigate ${target.route}`)),
    openPartnerWebView: vi.fn(async ({ purpose }: { purpose: string }) => void steps.push(`open ${purpose}`)),
    signInWithCi: vi.fn<StartUpDeps['signInWithCi']>(async () => memberInfo),
    isVersionSupported: vi.fn(() => versionSupported),
    requireUpdate: vi.fn(async () => undefined),
  };
}

/** A failure of the CI sign-in as the typed client rejects it. */
function apiError(status: number, code: JogakErrorCode, message = '오류') {
  return new JogakApiError({ code, message, status, path: '/main/v1/auth/simple/login', body: { code, message } });
}

const user = (fields: Record<string, string>) => JSON.stringify(fields);

beforeEach(() => {
  resetUser();
  resetSession();
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

  it('102 개인은 200 이 되어 홈으로 간 뒤, 그 위에 계좌 개설 웹뷰를 연다', async () => {
    const d = deps({ 'jogak:app-state': 'login', 'jogak:user': user({ userType: '102', individualCorpCode: 'INDIVIDUAL' }) });
    await runStartUp({}, d);
    expect(userStore.userType).toBe('200');
    expect(d.steps).toEqual(['navigate /_main/home', 'open CREATE_ACCOUNT']);
  });

  it('법인 102 는 200 이 되어 법인 계좌 연동 화면으로 간 뒤, 그 위에 연동 웹뷰를 연다', async () => {
    const d = deps({ 'jogak:app-state': 'login', 'jogak:user': user({ userType: '102', individualCorpCode: 'GENERAL_CORPORATION' }) });
    await runStartUp({}, d);
    expect(userStore.userType).toBe('200');
    expect(d.steps).toEqual(['navigate /auth/corp-account-link', 'open CORP_ACCOUNT_LINK']);
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

  describe('CI 로그인이 실패하면', () => {
    const withCi = { 'jogak:app-state': 'login', 'jogak:ci': 'ci-1' };

    it.each([
      ['틀린 PIN(LOGIN_FAILED)', apiError(400, 'LOGIN_FAILED', 'PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.')],
      ['잠긴 PIN(PIN_LOCKED)', apiError(400, 'PIN_LOCKED', 'PIN을 5번 잘못 입력해 잠겼어요. 본인인증 후 PIN을 다시 설정해주세요.')],
    ])('%s 이면 CI 를 둔 채 지난 세션의 토큰은 지우고 로그인 개인 탭으로', async (_title, refusal) => {
      sessionStore.token = 'previous-session';
      const d = deps({ ...withCi, 'jogak:token': 'previous-session' });
      d.signInWithCi.mockRejectedValue(refusal);
      d.navigate.mockImplementation((target: { route: string }) => {
        // Dropped before the login page opens, not merely by the time start-up ends.
        d.steps.push(`navigate ${target.route} with token '${sessionStore.token}' (device ${d.persistence.entries()['jogak:token'] ?? 'none'})`);
      });
      await runStartUp({}, d);
      expect(d.steps).toEqual(["navigate /auth/login with token '' (device none)"]);
      expect(d.navigate.mock.calls).toEqual([[{ route: '/auth/login', search: { tabs: 'individual' } }]]);
      expect(d.persistence.entries()).toEqual(withCi);
    });

    it('저장된 회원이 법인이면 PIN 이 거절되어도 로그인 법인 탭으로', async () => {
      updateUser({ individualCorpCode: 'GENERAL_CORPORATION' });
      const d = deps({ ...withCi, 'jogak:corp-info': '{"corpBusinessPersonNo":"1208812345"}' });
      d.signInWithCi.mockRejectedValue(apiError(400, 'LOGIN_FAILED', '로그인 정보가 일치하지 않아요.'));
      await runStartUp({}, d);
      expect(d.navigate.mock.calls).toEqual([[{ route: '/auth/login', search: { tabs: 'corporate' } }]]);
    });

    it('401 이면 HTTP 정책이 보낸 곳(회원가입)에 두고 더 가지 않는다', async () => {
      const d = deps(withCi);
      d.signInWithCi.mockRejectedValue(apiError(401, 'UNAUTHORIZED', '회원가입 후 이용해주세요'));
      await runStartUp({}, d);
      expect(d.navigate).not.toHaveBeenCalled();
      expect(d.persistence.entries()).toEqual(withCi);
    });

    it.each([
      ['서버 오류(500)', apiError(500, 'INTERNAL_ERROR')],
      ['네트워크 오류', new JogakApiError({ code: 'NETWORK_ERROR', message: '네트워크 연결이 원활하지 않습니다.', status: null, path: '/main/v1/member/info', body: null })],
    ])('%s 는 예상하지 못한 오류로 넘긴다(시작 화면이 오류 화면을 연다)', async (_title, failure) => {
      const d = deps(withCi);
      d.signInWithCi.mockRejectedValue(failure);
      await expect(runStartUp({}, d)).rejects.toBe(failure);
      expect(d.navigate).not.toHaveBeenCalled();
    });
  });
});
