import { createJogakClient, type HttpErrorOutcome } from '@jogak/api-client';
import { commonStore, createDefaultCommonState, createMemoryPersistence, resetSession, resetUser, sessionStore, updateUser, userStore } from '@jogak/app-core';
import { discardKycProgress } from '@jogak/features-kyc';
import type * as featuresKyc from '@jogak/features-kyc';
import { setupSandboxServer } from '@jogak/sandbox/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignOut } from './sign-out';

// The real discard, watched: features-kyc keeps its secrets to itself, so the call is what shows.
vi.mock('@jogak/features-kyc', async (importOriginal) => {
  const original = await importOriginal<typeof featuresKyc>();
  return { ...original, discardKycProgress: vi.fn(original.discardKycProgress) };
});

const ORIGIN = 'http://sandbox.test';
const sandbox = setupSandboxServer({ now: '2025-03-04T10:00:00+09:00' });
beforeAll(() => sandbox.listen());
afterEach(() => {
  sandbox.reset();
  resetUser();
  resetSession();
  Object.assign(commonStore, createDefaultCommonState());
  vi.restoreAllMocks();
});
afterAll(() => sandbox.close());

/** A member signed in on the sandbox, and the shell's sign-out over the app's client. */
function signedInMember() {
  const token = sandbox.state.login('demo-general').token;
  sessionStore.token = token;
  updateUser({ id: 'demo-general', userType: '200', individualCorpCode: 'INDIVIDUAL' });
  const outcomes: HttpErrorOutcome[] = [];
  const client = createJogakClient({
    baseUrl: ORIGIN,
    getToken: () => sessionStore.token || null,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
    onOutcome: (outcome) => void outcomes.push(outcome),
  });
  const persistence = createMemoryPersistence({ 'jogak:token': token, 'jogak:kyc-draft': '{"step":2,"owner":"demo-general"}' });
  const navigation = { leave: vi.fn(async () => undefined) };
  const signOut = createSignOut({ bridge: { send: vi.fn() }, persistence, navigation, client: () => client });
  return { token, signOut, outcomes, navigation, persistence };
}

async function refusedAfterwards(token: string): Promise<number> {
  const response = await fetch(`${ORIGIN}/main/v1/account/amts`, { headers: { Authorization: `Bearer ${token}` } });
  return response.status;
}

describe('createSignOut', () => {
  it('로그아웃하면 서버가 옛 토큰을 더는 받지 않는다', async () => {
    const { token, signOut, navigation } = signedInMember();
    expect(await refusedAfterwards(token)).toBe(200);
    await signOut();
    expect(navigation.leave).toHaveBeenCalledWith({ route: '/auth/login', search: { tabs: 'individual' } });
    await expect.poll(() => sandbox.state.memberIdForToken(token)).toBeUndefined();
    expect(await refusedAfterwards(token)).toBe(401);
  });

  it('서버가 이미 버린 토큰이라 로그아웃이 거절되어도 401 처리(토스트, 두 번째 로그아웃)를 하지 않는다', async () => {
    const { token, signOut, outcomes, navigation } = signedInMember();
    sandbox.state.logout(token);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signOut();
    await expect.poll(() => logged).toHaveBeenCalledWith('[jogak] logout step failed', expect.objectContaining({ status: 401, path: '/main/v1/auth/logout' }));
    expect(outcomes).toEqual([]);
    expect(navigation.leave).toHaveBeenCalledTimes(1);
  });

  it('인증서 세션의 로그아웃(cert-logout)이 거절되어도 회원가입 안내 없이 로그인 화면으로만 간다', async () => {
    const { token, signOut, outcomes, navigation } = signedInMember();
    updateUser({ htsId: 'HTS00001' });
    sessionStore.doubleConnectKey = 'dck-left-behind';
    // The server dropped the session while the app was in the background.
    sandbox.state.logout(token);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signOut();
    expect(logged).toHaveBeenCalledWith('[jogak] logout step failed', expect.objectContaining({ status: 401, path: '/main/v1/auth/cert-logout' }));
    expect(outcomes).toEqual([]);
    expect(navigation.leave).toHaveBeenCalledTimes(1);
    expect(navigation.leave).toHaveBeenCalledWith({ route: '/auth/login', search: { tabs: 'individual' } });
  });

  it('KYC 의 메모리 속 비밀(주민등록번호, 통장 사본)과 기기의 초안을 잊는다', async () => {
    const { token, signOut, persistence } = signedInMember();
    await signOut();
    expect(discardKycProgress).toHaveBeenCalledWith(persistence);
    expect(persistence.entries()['jogak:kyc-draft']).toBeUndefined();
    // The background logout call is answered before the sandbox is reset for the next test.
    await expect.poll(() => sandbox.state.memberIdForToken(token)).toBeUndefined();
  });
});
