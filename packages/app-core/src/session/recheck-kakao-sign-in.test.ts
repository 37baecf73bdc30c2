import { createJogakClient, type HttpErrorOutcome } from '@jogak/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commonStore, createDefaultCommonState } from '../stores/common-store';
import { resetSession, sessionStore } from '../stores/session-store';
import { resetUser, updateUser, userStore } from '../stores/user-store';
import { recheckKakaoSignIn } from './recheck-kakao-sign-in';

/** The typed client over a fake auto-login endpoint, recording bodies; `answer` makes each reply. */
function clientWith(answer: (request: Request) => Promise<Response>) {
  const bodies: unknown[] = [];
  const outcomes: HttpErrorOutcome[] = [];
  const client = createJogakClient({
    baseUrl: 'https://api.jogak.test',
    getToken: () => sessionStore.token,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: null }),
    onOutcome: (outcome) => void outcomes.push(outcome),
    fetch: async (request) => {
      bodies.push(await request.clone().json());
      return answer(request);
    },
  });
  return { client, bodies, outcomes };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientAnswering(status: number, body: unknown) {
  return clientWith(async () => json(status, body));
}

/** A client whose one reply waits until the test sends it, once the request has gone out. */
function clientHeldOpen() {
  let sent!: () => void;
  const requested = new Promise<void>((resolve) => {
    sent = resolve;
  });
  let reply!: (response: Response | Error) => void;
  const replied = new Promise<Response | Error>((resolve) => {
    reply = resolve;
  });
  const { client } = clientWith(async () => {
    sent();
    const response = await replied;
    if (response instanceof Error) throw response;
    return response;
  });
  return { client, requested, reply };
}

const RENEWED = { token: 'renewed-token', userId: 'demo-kakao', userType: '200', individualCorpCode: 'INDIVIDUAL' };

/** A member signed in with Kakao Pay, as `signInWithKakaoPay` leaves them. */
function kakaoMember(media: 'ANDROID' | 'IOS' = 'ANDROID') {
  updateUser({ id: 'demo-kakao', htsId: 'HTS00008', media });
  Object.assign(sessionStore, { token: 'old-token', pushToken: 'push-1' });
  commonStore.isKakaoIng = true;
}

beforeEach(() => {
  resetUser();
  resetSession();
  Object.assign(commonStore, createDefaultCommonState());
});

describe('recheckKakaoSignIn', () => {
  it('카카오페이로 로그인한 회원이면 자동 로그인으로 토큰을 새로 받는다', async () => {
    kakaoMember();
    const { client, bodies } = clientAnswering(200, RENEWED);
    const logout = vi.fn(async () => undefined);

    await recheckKakaoSignIn({ client, logout });

    expect(bodies).toEqual([{ htsId: 'HTS00008', media: 'ANDROID', pushToken: 'push-1' }]);
    expect(sessionStore.token).toBe('renewed-token');
    expect(logout).not.toHaveBeenCalled();
  });

  it('서버가 거절하면(4xx) 알리고 로그아웃할 뿐, 401 정책(회원가입 안내와 회원가입 화면)은 따르지 않는다', async () => {
    kakaoMember('IOS');
    updateUser({ userType: '200' });
    const { client, outcomes } = clientAnswering(401, { code: 'UNAUTHORIZED', message: '다시 로그인해주세요.' });
    const calls: string[] = [];
    const logout = vi.fn(async () => void calls.push('logout'));
    const onError = vi.fn((error: unknown) => void calls.push(`error ${(error as { status: number }).status}`));

    await recheckKakaoSignIn({ client, logout, onError });

    expect(calls).toEqual(['error 401', 'logout']);
    expect(outcomes).toEqual([]);
  });

  it('서버 오류(5xx)는 알리기만 하고 세션을 지킨다', async () => {
    kakaoMember();
    const { client, outcomes } = clientAnswering(502, { code: 'PARTNER_UNAVAILABLE', message: '잠시 후 다시 시도해주세요.' });
    const logout = vi.fn(async () => undefined);
    const onError = vi.fn();

    await recheckKakaoSignIn({ client, logout, onError });

    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 502 }));
    expect(logout).not.toHaveBeenCalled();
    // A check the member did not ask for does not take them to the error page either.
    expect(outcomes).toEqual([]);
    expect(sessionStore.token).toBe('old-token');
  });

  it('네트워크 오류는 알리기만 하고 세션을 지킨다', async () => {
    kakaoMember();
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const logout = vi.fn(async () => undefined);
    const onError = vi.fn();

    await recheckKakaoSignIn({ client, logout, onError });

    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'NETWORK_ERROR' }));
    expect(logout).not.toHaveBeenCalled();
    expect(sessionStore.token).toBe('old-token');
  });

  it('다른 방식의 로그인(PIN, 데모, 인증서)은 HTS 아이디가 있어도 확인할 것이 없다', async () => {
    updateUser({ id: 'demo', htsId: 'HTS00001' });
    sessionStore.token = 'pin-token';
    const { client, bodies } = clientAnswering(401, {});
    const logout = vi.fn(async () => undefined);
    await recheckKakaoSignIn({ client, logout });
    expect(bodies).toEqual([]);
    expect(logout).not.toHaveBeenCalled();
  });

  it('묻는 사이 로그아웃했으면 늦게 온 새 토큰을 쓰지 않는다', async () => {
    kakaoMember();
    const { client, requested, reply } = clientHeldOpen();
    const logout = vi.fn(async () => undefined);
    const rechecking = recheckKakaoSignIn({ client, logout });
    await requested;
    resetSession();
    reply(json(200, RENEWED));
    await rechecking;
    expect(sessionStore.token).toBe('');
    expect(logout).not.toHaveBeenCalled();
  });

  it('묻는 사이 다른 회원이 로그인했으면 늦게 온 거절로 그 회원을 로그아웃하지 않는다', async () => {
    kakaoMember();
    const { client, requested, reply } = clientHeldOpen();
    const logout = vi.fn(async () => undefined);
    const onError = vi.fn();
    const rechecking = recheckKakaoSignIn({ client, logout, onError });
    await requested;
    Object.assign(sessionStore, { token: 'next-member-token', userId: 'demo' });
    reply(json(401, { code: 'UNAUTHORIZED', message: '다시 로그인해주세요.' }));
    await rechecking;
    expect(sessionStore.token).toBe('next-member-token');
    expect(logout).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
