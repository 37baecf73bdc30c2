import { createJogakClient } from '@jogak/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, sessionStore } from '../stores/session-store';
import { resetUser, updateUser, userStore } from '../stores/user-store';
import { recheckKakaoSignIn } from './recheck-kakao-sign-in';

/** The typed client over a fake auto-login endpoint answering `status` with `body`, recording bodies. */
function clientAnswering(status: number, body: unknown) {
  const bodies: unknown[] = [];
  const client = createJogakClient({
    baseUrl: 'https://api.jogak.test',
    getToken: () => sessionStore.token,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: null }),
    fetch: async (request) => {
      bodies.push(await request.json());
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, bodies };
}

beforeEach(() => {
  resetUser();
  resetSession();
});

describe('recheckKakaoSignIn', () => {
  it('카카오 로그인(htsId 있음)이면 자동 로그인으로 토큰을 새로 받는다', async () => {
    updateUser({ htsId: 'HTS00008', media: 'ANDROID' });
    Object.assign(sessionStore, { token: 'old-token', pushToken: 'push-1' });
    const { client, bodies } = clientAnswering(200, {
      token: 'renewed-token',
      userId: 'demo-kakao',
      userType: '200',
      individualCorpCode: 'INDIVIDUAL',
    });
    const logout = vi.fn(async () => undefined);

    await recheckKakaoSignIn({ client, logout });

    expect(bodies).toEqual([{ htsId: 'HTS00008', media: 'ANDROID', pushToken: 'push-1' }]);
    expect(sessionStore.token).toBe('renewed-token');
    expect(logout).not.toHaveBeenCalled();
  });

  it('다시 확인하지 못하면 알리고 로그아웃한다', async () => {
    updateUser({ htsId: 'HTS00008', media: 'IOS' });
    sessionStore.token = 'old-token';
    const { client } = clientAnswering(401, { code: 'UNAUTHORIZED', message: '다시 로그인해주세요.' });
    const calls: string[] = [];
    const logout = vi.fn(async () => void calls.push('logout'));
    const onError = vi.fn((error: unknown) => void calls.push(`error ${(error as { status: number }).status}`));

    await recheckKakaoSignIn({ client, logout, onError });

    expect(calls).toEqual(['error 401', 'logout']);
  });

  it('다른 방식의 로그인(htsId 없음)은 확인할 것이 없다', async () => {
    const { client, bodies } = clientAnswering(200, {});
    const logout = vi.fn(async () => undefined);
    await recheckKakaoSignIn({ client, logout });
    expect(bodies).toEqual([]);
    expect(logout).not.toHaveBeenCalled();
  });
});
