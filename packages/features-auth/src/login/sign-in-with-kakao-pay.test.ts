import { createJogakClient } from '@jogak/api-client';
import { commonStore, createMemoryPersistence, recheckKakaoSignIn, sessionStore, userStore } from '@jogak/app-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { devKakaoPayLogin } from '../../test/dev-kakao-pay';
import { SANDBOX_ORIGIN } from '../../test/render-with-sandbox';
import { serveSandboxPerFile } from '../../test/sandbox-per-file';
import { signInWithKakaoPay } from './sign-in-with-kakao-pay';

const sandbox = serveSandboxPerFile({ now: '2025-03-04T10:00:00+09:00' });

const MEMBER = { memberId: 'demo-signed-out', name: '임수빈', ci: 'demo-ci-demo-signed-out' };

function services() {
  const client = createJogakClient({
    baseUrl: SANDBOX_ORIGIN,
    getToken: () => sessionStore.token || null,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
  });
  return { client, persistence: createMemoryPersistence() };
}

describe('signInWithKakaoPay', () => {
  it('로그인하면 카카오페이 세션(isKakaoIng)으로 표시되어 포그라운드 재확인이 토큰을 새로 받는다', async () => {
    const { client, persistence } = services();
    await signInWithKakaoPay(MEMBER, devKakaoPayLogin({ origin: SANDBOX_ORIGIN }), { client, persistence });
    expect(commonStore.isKakaoIng).toBe(true);

    const signedInWith = sessionStore.token;
    const logout = vi.fn(async () => undefined);
    await recheckKakaoSignIn({ client, logout });
    expect(logout).not.toHaveBeenCalled();
    expect(sessionStore.token).not.toBe(signedInWith);
    expect(sandbox.state.memberIdForToken(sessionStore.token)).toBe('demo-signed-out');
  });

  it('서명 확인에 실패한 로그인은 카카오페이 세션으로 표시하지 않는다', async () => {
    const { client, persistence } = services();
    sandbox.server.use(
      http.post(`${SANDBOX_ORIGIN}/main/v1/auth/kakaopay-auto-sign`, () => HttpResponse.json({ verifiedYn: 'N', signatureValue: null })),
    );
    await expect(signInWithKakaoPay(MEMBER, devKakaoPayLogin({ origin: SANDBOX_ORIGIN }), { client, persistence })).rejects.toMatchObject({ reason: 'refused' });
    expect(commonStore.isKakaoIng).toBe(false);
  });
});
