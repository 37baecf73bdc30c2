// DOMPurify (inside ui-kit's dialog) mis-sanitises under happy-dom, so this screen runs in jsdom.
// @vitest-environment jsdom
import { createJogakClient, JogakApiError } from '@jogak/api-client';
import {
  commonStore,
  createMemoryPersistence,
  sessionStore,
  signInWithCi,
  updateUser,
  userStore,
  type RouteTarget,
} from '@jogak/app-core';
import { DEMO_PIN_SHA256 } from '@jogak/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { devKakaoPayLogin } from '../../test/dev-kakao-pay';
import { renderWithSandbox, SANDBOX_ORIGIN } from '../../test/render-with-sandbox';
import { serveSandboxPerFile } from '../../test/sandbox-per-file';
import { LOGIN_MEMBER_KEY } from './login-member';
import { LoginScreen } from './login-screen';
import type { VerifyPin } from './pin-login';
import type { KakaoPayLogin } from './sign-in-with-kakao-pay';
import { showOnPinLogin, startUpPinRefusalOf } from './start-up-pin-refusal';

const sandbox = serveSandboxPerFile({ now: '2025-03-04T10:00:00+09:00' });

const WRONG_PIN_SHA256 = '0'.repeat(64);
const SIGNED_OUT = { [LOGIN_MEMBER_KEY]: JSON.stringify({ memberId: 'demo-signed-out', name: '임수빈' }), 'jogak:ci': 'demo-ci-demo-signed-out' };

function renderLogin({
  stored = SIGNED_OUT as Record<string, string>,
  verifyPin = vi.fn<VerifyPin>(async () => ({ encrypted: DEMO_PIN_SHA256 })),
  developerShortcut = undefined as ReactNode,
  tab = undefined as 'individual' | 'corporate' | undefined,
  kakaoPayLogin = undefined as KakaoPayLogin | undefined,
  strict = false,
} = {}) {
  const client = createJogakClient({
    baseUrl: SANDBOX_ORIGIN,
    getToken: () => sessionStore.token || null,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
  });
  const persistence = createMemoryPersistence(stored);
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const onSignedIn = vi.fn(async () => {});
  const onTabChange = vi.fn();
  const screenUi = (
    <LoginScreen
      services={{ client, persistence }}
      tab={tab}
      onTabChange={onTabChange}
      verifyPin={verifyPin}
      kakaoPayLogin={kakaoPayLogin}
      corporateLogin={<p>법인 인증서 로그인</p>}
      onSignedIn={onSignedIn}
      onNavigate={onNavigate}
      developerShortcut={developerShortcut}
    />
  );
  const result = renderWithSandbox(strict ? <StrictMode>{screenUi}</StrictMode> : screenUi);
  return { ...result, persistence, onNavigate, onSignedIn, onTabChange, verifyPin };
}

describe('LoginScreen — 개인 PIN 로그인', () => {
  it('기기의 회원이 보안 키패드 PIN 으로 로그인하면 세션과 회원 정보를 담고, PIN 을 지우고, 온 곳으로 돌아간다', async () => {
    commonStore.pin = 'shell-pin-credential';
    const { container, onSignedIn, verifyPin, persistence } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '개인', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '임수빈님, 반가워요' })).toBeInTheDocument();
    // Partner builds: no 체험 계정 entry at all.
    expect(screen.queryByRole('button', { name: /체험 계정/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'PIN으로 로그인' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(verifyPin).toHaveBeenCalledTimes(1);
    expect(sessionStore.token).not.toBe('');
    expect(sessionStore.token).toBe([...sandbox.state.data.sessions.keys()].at(-1));
    expect(commonStore.pin).toBe('');
    expect(commonStore.appState).toBe('login');
    // The signed-out member (900) is logged in (200), with the member info in the user store.
    expect(userStore).toMatchObject({ id: 'demo-signed-out', userType: '200', name: '임수빈', ci: 'demo-ci-demo-signed-out', email: 'subin.lim@example.kr' });
    expect(sandbox.state.member('demo-signed-out').userType).toBe('200');
    expect(JSON.parse((await persistence.get(LOGIN_MEMBER_KEY)) ?? '{}')).toEqual({ memberId: 'demo-signed-out', name: '임수빈' });
  });

  it('틀린 PIN 은 남은 횟수를 보여주고, 다섯 번째에 잠겨 PIN 재설정으로 안내한다', async () => {
    const verifyPin = vi.fn<VerifyPin>(async () => ({ encrypted: WRONG_PIN_SHA256 }));
    const { container, onNavigate, onSignedIn } = renderLogin({ verifyPin });
    const login = await screen.findByRole('button', { name: 'PIN으로 로그인' });
    for (const left of [4, 3, 2, 1]) {
      await userEvent.click(login);
      expect(await screen.findByRole('alert')).toHaveTextContent(`PIN 번호가 일치하지 않아요. ${left}번 더 틀리면 PIN이 잠겨요.`);
    }
    await expectNoAxeViolations(container);
    await userEvent.click(login);
    const locked = await screen.findByRole('dialog', { name: 'PIN이 잠겼어요' });
    expect(locked).toHaveTextContent('PIN을 5번 잘못 입력해 잠겼어요. 본인인증 후 PIN을 다시 설정해주세요.');
    await userEvent.click(within(locked).getByRole('button', { name: 'PIN 다시 설정하기' }));
    await expect.poll(() => onNavigate.mock.calls).toEqual([[{ route: '/auth/forgot-pin' }]]);
    expect(screen.queryByRole('button', { name: 'PIN으로 로그인' })).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.token).toBe('');
  });

  it('잠긴 뒤 대화상자를 닫으면, 포커스는 PIN으로 로그인 자리의 PIN 다시 설정하기에 있다', async () => {
    const verifyPin = vi.fn<VerifyPin>(async () => ({ encrypted: WRONG_PIN_SHA256 }));
    renderLogin({ verifyPin });
    const login = await screen.findByRole('button', { name: 'PIN으로 로그인' });
    for (const left of [4, 3, 2, 1]) {
      await userEvent.click(login);
      expect(await screen.findByRole('alert')).toHaveTextContent(`${left}번 더 틀리면`);
    }
    await userEvent.click(login);
    const locked = await screen.findByRole('dialog', { name: 'PIN이 잠겼어요' });
    await userEvent.click(within(locked).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'PIN 다시 설정하기' })).toHaveFocus());
  });

  it('잠긴 뒤에는 맞는 PIN 도 받지 않는다 (샌드박스가 잠금을 지킨다)', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${SANDBOX_ORIGIN}/main/v1/auth/simple/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ memberId: 'demo-signed-out', hashCI: 'demo-ci-demo-signed-out', hashPIN: WRONG_PIN_SHA256, pushToken: '', media: 'WEB' }),
      });
      expect(response.status).toBe(400);
    }
    const { onSignedIn } = renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'PIN으로 로그인' }));
    expect(await screen.findByRole('dialog', { name: 'PIN이 잠겼어요' })).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('키패드를 닫으면 취소를 알리고 다시 시도할 수 있다', async () => {
    const verifyPin = vi.fn<VerifyPin>(async () => null);
    renderLogin({ verifyPin });
    await userEvent.click(await screen.findByRole('button', { name: 'PIN으로 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN 입력을 취소했어요. 로그인하려면 PIN을 입력해주세요.');
    expect(screen.getByRole('button', { name: 'PIN으로 로그인' })).not.toHaveAttribute('aria-disabled');
  });

  it('PIN을 잊으셨나요? 는 PIN 재설정으로 간다', async () => {
    const { onNavigate } = renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'PIN을 잊으셨나요?' }));
    expect(onNavigate.mock.calls).toEqual([[{ route: '/auth/forgot-pin' }]]);
  });

  it('기기에 회원이 없으면 회원가입과 본인인증 PIN 재설정을 안내한다', async () => {
    const { container, onNavigate } = renderLogin({ stored: {} });
    expect(await screen.findByRole('heading', { name: '이 기기에 로그인할 회원 정보가 없어요' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PIN으로 로그인' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await userEvent.click(screen.getByRole('button', { name: '본인인증으로 PIN 다시 설정하기' }));
    expect(onNavigate.mock.calls).toEqual([[{ route: '/auth/sign-up' }], [{ route: '/auth/forgot-pin' }]]);
  });
});

/** The simple login with a wrong PIN, straight to the sandbox (each one counts towards the lock). */
async function refuseWrongPin(times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await fetch(`${SANDBOX_ORIGIN}/main/v1/auth/simple/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ memberId: 'demo-signed-out', hashCI: 'demo-ci-demo-signed-out', hashPIN: WRONG_PIN_SHA256, pushToken: '', media: 'WEB' }),
    });
    expect(response.status).toBe(400);
  }
}

/** How app-core's start-up sign-in fails when the shell's `init` handed over a stale PIN. */
async function startUpSignInFailure(): Promise<unknown> {
  updateUser({ id: 'demo-signed-out' });
  commonStore.pin = WRONG_PIN_SHA256;
  const client = createJogakClient({
    baseUrl: SANDBOX_ORIGIN,
    getToken: () => sessionStore.token || null,
    getUserContext: () => ({ userType: userStore.userType, individualCorpCode: userStore.individualCorpCode || null }),
  });
  return signInWithCi('demo-ci-demo-signed-out', client).then(
    () => expect.fail('the stale PIN was accepted'),
    (error: unknown) => error,
  );
}

function keepForPinLogin(error: unknown) {
  const refusal = startUpPinRefusalOf(error);
  if (!refusal) return expect.fail(`not a PIN refusal: ${String(error)}`);
  showOnPinLogin(refusal);
  return refusal;
}

describe('LoginScreen — 시작할 때 셸의 PIN 이 거절된 회원', () => {
  it('틀린 PIN 이면 개인 탭이 PIN 로그인처럼 남은 횟수를 알리고, 그 다음 방문에는 보이지 않는다', async () => {
    expect(keepForPinLogin(await startUpSignInFailure()).reason).toBe('wrong-pin');
    const { container, unmount } = renderLogin({ strict: true });
    expect(await screen.findByRole('heading', { name: '임수빈님, 반가워요' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.');
    expect(screen.getByRole('button', { name: 'PIN으로 로그인' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    unmount();

    renderLogin();
    expect(await screen.findByRole('heading', { name: '임수빈님, 반가워요' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('잠긴 PIN 이면 잠긴 이유와 PIN 다시 설정하기만 보인다', async () => {
    await refuseWrongPin(4);
    expect(keepForPinLogin(await startUpSignInFailure()).reason).toBe('locked');
    const { onNavigate } = renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN을 5번 잘못 입력해 잠겼어요. 본인인증 후 PIN을 다시 설정해주세요.');
    expect(screen.queryByRole('button', { name: 'PIN으로 로그인' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'PIN 다시 설정하기' }));
    expect(onNavigate.mock.calls).toEqual([[{ route: '/auth/forgot-pin' }]]);
  });

  it.each([
    ['서버 오류(500)', 500, 'INTERNAL_ERROR'],
    ['세션 없음(401)', 401, 'UNAUTHORIZED'],
    ['회원 정보 없음(404)', 404, 'NOT_FOUND'],
    ['네트워크 오류', null, 'NETWORK_ERROR'],
  ] as const)('%s 는 PIN 거절이 아니다', (_title, status, code) => {
    const error = new JogakApiError({ code, message: '오류', status, path: '/main/v1/member/info', body: null });
    expect(startUpPinRefusalOf(error)).toBeNull();
  });
});

/** The shell's `kakaoPay.login` against this file's sandbox, as a spy. */
function kakaoPayDevice({ forge = false } = {}) {
  return vi.fn<KakaoPayLogin>(devKakaoPayLogin({ origin: SANDBOX_ORIGIN, forge }));
}

describe('LoginScreen — 카카오페이 인증서 로그인', () => {
  it('기기의 카카오페이 인증서로 서명하면 서명 검증과 자동 서명을 거쳐 로그인하고 온 곳으로 돌아간다', async () => {
    const kakaoPayLogin = kakaoPayDevice();
    const { container, onSignedIn, persistence } = renderLogin({ kakaoPayLogin });
    const login = await screen.findByRole('button', { name: '카카오페이 인증서로 로그인' });
    await expectNoAxeViolations(container);
    await userEvent.click(login);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(kakaoPayLogin).toHaveBeenCalledWith({ ci: 'demo-ci-demo-signed-out', media: 'ANDROID' });
    expect(sessionStore.token).toBe([...sandbox.state.data.sessions.keys()].at(-1));
    const signed = await kakaoPayLogin.mock.results[0]?.value;
    expect(sessionStore.publicKey).toBe(signed?.publicKey);
    expect(userStore).toMatchObject({ id: 'demo-signed-out', userType: '200', name: '임수빈', htsId: sandbox.state.member('demo-signed-out').htsId });
    expect(commonStore.appState).toBe('login');
    expect(JSON.parse((await persistence.get(LOGIN_MEMBER_KEY)) ?? '{}')).toEqual({ memberId: 'demo-signed-out', name: '임수빈' });
  });

  it('위조된 서명은 샌드박스가 거절하고, 로그인되지 않은 채 이유를 보여준다', async () => {
    const { onSignedIn } = renderLogin({ kakaoPayLogin: kakaoPayDevice({ forge: true }) });
    await userEvent.click(await screen.findByRole('button', { name: '카카오페이 인증서로 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('전자서명이 카카오페이 인증서와 일치하지 않아요. 카카오페이 인증서로 다시 로그인해주세요.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.token).toBe('');
    expect(userStore.id).not.toBe('demo-signed-out');
  });

  it('자동 서명 확인에 실패하면 열린 세션을 끝내고(로그아웃) 다시 로그인하라고 한다', async () => {
    const kakaoPayLogin = kakaoPayDevice();
    const { onSignedIn } = renderLogin({ kakaoPayLogin });
    // The pay provider's check of the auto-sign answers N.
    sandbox.server.use(
      http.post(`${SANDBOX_ORIGIN}/main/v1/auth/kakaopay-auto-sign`, () => HttpResponse.json({ verifiedYn: 'N', signatureValue: null })),
    );
    await userEvent.click(await screen.findByRole('button', { name: '카카오페이 인증서로 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('카카오페이 전자서명을 확인하지 못해 로그아웃했어요. 다시 로그인해주세요.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.token).toBe('');
    // The session the verify opened was ended on the server too.
    expect(sandbox.state.data.sessions.size).toBe(0);
  });

  it('카카오페이 인증서를 등록하지 않은 회원(102)과 서명 취소는 이유를 알리고 PIN 로그인은 그대로다', async () => {
    const kakaoPayLogin = kakaoPayDevice();
    renderLogin({
      kakaoPayLogin,
      stored: { [LOGIN_MEMBER_KEY]: JSON.stringify({ memberId: 'demo-kakao', name: '강지민' }), 'jogak:ci': 'demo-ci-demo-kakao' },
    });
    await userEvent.click(await screen.findByRole('button', { name: '카카오페이 인증서로 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('카카오페이 인증서를 먼저 등록해주세요.');
    kakaoPayLogin.mockResolvedValueOnce(null);
    await userEvent.click(screen.getByRole('button', { name: '카카오페이 인증서로 로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('카카오페이 인증서 서명을 취소했어요. 로그인하려면 카카오페이에서 서명해주세요.');
    expect(screen.getByRole('button', { name: 'PIN으로 로그인' })).not.toHaveAttribute('aria-disabled');
  });

  it('셸에 카카오페이가 없으면 PIN 로그인만 보인다', async () => {
    renderLogin();
    expect(await screen.findByRole('button', { name: 'PIN으로 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '카카오페이 인증서로 로그인' })).not.toBeInTheDocument();
  });
});

describe('LoginScreen — 탭과 체험 계정', () => {
  it('법인 탭(tabs=corporate)은 인증서 로그인을 보여주고, 탭을 바꾸면 알린다', async () => {
    const { onTabChange } = renderLogin({ tab: 'corporate' });
    expect(screen.getByRole('tab', { name: '법인', selected: true })).toBeInTheDocument();
    expect(screen.getByText('법인 인증서 로그인')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '개인' }));
    expect(onTabChange).toHaveBeenCalledWith('individual');
  });

  it('개발용 바로가기는 앱이 줄 때만 탭 아래에 보인다', async () => {
    renderLogin({ developerShortcut: <button type="button">개발용 바로가기</button> });
    expect(await screen.findByRole('heading', { name: '임수빈님, 반가워요' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '개발용 바로가기' })).toBeInTheDocument();
  });
});
