import { commonStore, sessionStore } from '@jogak/app-core';
import { DEMO_PIN_SHA256 } from '@jogak/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sandbox } from '../test/render-app';

const WRONG_PIN_SHA256 = '0'.repeat(64);

/** What a phone keeps in the shell's storage after `member` signed in on it with the PIN. */
function storeDevice(
  member: { id: string; name: string; individualCorpCode?: 'INDIVIDUAL' | 'GENERAL_CORPORATION' },
  extra: Record<string, string> = {},
): void {
  const stored = {
    'jogak:app-state': 'login',
    'jogak:ci': `demo-ci-${member.id}`,
    'jogak:user': JSON.stringify({ id: member.id, userType: '200', individualCorpCode: member.individualCorpCode ?? 'INDIVIDUAL', media: 'ANDROID' }),
    'jogak:login-member': JSON.stringify({ memberId: member.id, name: member.name }),
    ...extra,
  };
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(`jogak.dev-insecure.${key}`, value);
}

const GENERAL = { id: 'demo-general', name: '김민준' };

/** Wrong PINs for 김민준 straight to the sandbox, as earlier launches with a stale PIN would have sent. */
async function refuseWrongPin(times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const response = await fetch('http://127.0.0.1:4519/main/v1/auth/simple/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: GENERAL.id, hashCI: `demo-ci-${GENERAL.id}`, hashPIN: WRONG_PIN_SHA256, pushToken: '', media: 'ANDROID' }),
    });
    expect(response.status).toBe(400);
  }
}

describe('저장된 CI 로 시작했는데 로그인하지 못하면', () => {
  it('셸이 건넨 PIN 이 틀렸으면 CI 를 둔 채 로그인 개인 탭에서 PIN 로그인처럼 남은 횟수를 알린다', async () => {
    storeDevice(GENERAL);
    commonStore.pin = WRONG_PIN_SHA256;
    const { location, shell } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: '김민준님, 반가워요' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(location().search).toEqual({ tabs: 'individual' });
    expect(screen.getByRole('alert')).toHaveTextContent('PIN 번호가 일치하지 않아요. 4번 더 틀리면 PIN이 잠겨요.');
    expect(screen.getByRole('button', { name: 'PIN으로 로그인' })).toBeInTheDocument();
    expect(await shell.services.persistence.get('jogak:ci')).toBe('demo-ci-demo-general');
  });

  it('셸이 건넨 PIN 이 거절되면 지난 세션의 토큰을 스토어와 기기에서 지워, 시작 화면을 다시 거쳐도 PIN 없이 홈에 들어가지 못한다', async () => {
    storeDevice(GENERAL, { 'jogak:token': sandbox.state.login(GENERAL.id).token });
    commonStore.pin = WRONG_PIN_SHA256;
    const { location, shell } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: '김민준님, 반가워요' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(sessionStore.token).toBe('');
    expect(await shell.services.persistence.get('jogak:token')).toBeNull();
    // No back leads to `/` (start-up replaced it); the start page reached anyway (a reload, a
    // typed address) finds no session: the HTTP policy's sign-up, never home.
    expect(shell.router.history.canGoBack()).toBe(false);
    await shell.router.navigate({ to: '/' });
    await waitFor(() => expect(location().pathname).toBe('/auth/sign-up'));
    expect(await screen.findByRole('heading', { name: '어떤 회원으로 가입할까요?' })).toBeInTheDocument();
    expect(sessionStore.token).toBe('');
    // The toast is tapped away: the toast queue outlives this app, and the next test's would meet it.
    expect(await screen.findByText('회원가입 후 이용해주세요')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('toast-overlay'));
    await waitFor(() => expect(screen.queryByText('회원가입 후 이용해주세요')).not.toBeInTheDocument());
  });

  it('PIN 이 잠겼으면 로그인 개인 탭에서 잠긴 이유와 PIN 다시 설정하기를 보여준다', async () => {
    storeDevice(GENERAL);
    await refuseWrongPin(4);
    commonStore.pin = WRONG_PIN_SHA256;
    const { location } = await renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('PIN을 5번 잘못 입력해 잠겼어요. 본인인증 후 PIN을 다시 설정해주세요.');
    expect(location().pathname).toBe('/auth/login');
    expect(screen.getByRole('button', { name: 'PIN 다시 설정하기' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PIN으로 로그인' })).not.toBeInTheDocument();
  });

  it('법인이 마지막으로 로그인한 기기(개인의 CI 가 남음)는 로그인 법인 탭으로', async () => {
    storeDevice(
      { id: 'demo-corp', name: '한빛자산관리', individualCorpCode: 'GENERAL_CORPORATION' },
      { 'jogak:ci': 'demo-ci-demo-general', 'jogak:corp-info': JSON.stringify({ corpBusinessPersonNo: '1208812345', dn: 'cn=hanbit' }) },
    );
    commonStore.pin = DEMO_PIN_SHA256;
    const { location } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: '법인 회원은 공동인증서로 로그인해요' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '법인', selected: true })).toBeInTheDocument();
    expect(location().search).toEqual({ tabs: 'corporate' });
  });

  it('세션이 없어 회원 정보가 401 이면 HTTP 정책대로 회원가입으로 가고, 오류 화면으로 가지 않는다', async () => {
    storeDevice(GENERAL);
    const { location, shell } = await renderApp('/');
    expect(await screen.findByText('회원가입 후 이용해주세요')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '어떤 회원으로 가입할까요?' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/sign-up');
    expect(screen.queryByText('일시적인 오류가 발생했어요. 잠시 후 다시 시도해주세요.')).not.toBeInTheDocument();
    // The policy's sign-up took the start page's place: a back cannot run start-up (and its 401) again.
    expect(shell.router.history.canGoBack()).toBe(false);
    await userEvent.click(screen.getByTestId('toast-overlay'));
    await waitFor(() => expect(screen.queryByText('회원가입 후 이용해주세요')).not.toBeInTheDocument());
  });

  it('세션의 회원이 CI 의 회원이 아니면(404) 회원 정보가 없는 것: CI 를 지우고 첫 가입 화면으로', async () => {
    // The device names 김민준 as the stored user and the CI's member; only the token is 강지민's.
    storeDevice(GENERAL, { 'jogak:token': sandbox.state.login('demo-kakao').token });
    const { location, shell } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: '조각으로 시작하는 빌딩 투자' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/first-time-sign-up');
    expect(await shell.services.persistence.get('jogak:ci')).toBeNull();
  });

  it('서버 오류(500)는 예상하지 못한 오류: 오류 화면으로', async () => {
    storeDevice(GENERAL);
    commonStore.pin = DEMO_PIN_SHA256;
    sandbox.faults.add({ status: 500, path: '/main/v1/auth/simple/login' });
    const { location } = await renderApp('/');
    expect(await screen.findByText('일시적인 오류가 발생했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(location().pathname).toBe('/error');
  });
});

describe('계좌 연동이 필요한 회원(102)으로 시작하면', () => {
  it('개인은 홈으로 가서 계좌 개설 화면을 열고, 열지 못해도 홈 화면에 남는다', async () => {
    storeDevice({ id: 'demo-kakao', name: '강지민' });
    commonStore.pin = DEMO_PIN_SHA256;
    sandbox.faults.add({ status: 500, path: '/main/v1/account/agency/auth/token', times: 0 });
    const { location } = await renderApp('/');
    expect(await screen.findByText('증권사 계좌 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
    expect(screen.queryByText('잠시만 기다려주세요')).not.toBeInTheDocument();
  });

  it('법인은 법인 계좌 연동 화면으로 가서 연동 화면을 열고, 열지 못해도 다시 열 수 있다', async () => {
    storeDevice({ id: 'demo-corp-link', name: '새봄리츠', individualCorpCode: 'GENERAL_CORPORATION' });
    commonStore.pin = DEMO_PIN_SHA256;
    sandbox.faults.add({ status: 500, path: '/main/v1/account/agency/auth/token', times: 0 });
    const { location } = await renderApp('/');
    expect(await screen.findByText('증권사 계좌 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '법인 계좌 연동' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '계좌 연동하기' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/corp-account-link');
  });
});

describe('시작 화면의 결정은 시작 화면의 기록을 대신한다', () => {
  it('가입하지 않고 나간 회원(900)은 첫 가입 화면에서 뒤로 가도 시작 화면으로 돌아가지 않는다', async () => {
    window.localStorage.setItem('jogak.dev-insecure.jogak:app-state', 'login');
    window.localStorage.setItem('jogak.dev-insecure.jogak:user', JSON.stringify({ id: 'guest', userType: '900', individualCorpCode: 'INDIVIDUAL', media: 'ANDROID' }));
    const { location, shell } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: '조각으로 시작하는 빌딩 투자' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/first-time-sign-up');
    expect(shell.router.history.length).toBe(1);
    expect(shell.router.history.canGoBack()).toBe(false);
  });

  it('법인(102)은 법인 계좌 연동 화면이 시작 화면의 자리에: 뒤로 가도 연동 화면을 다시 열지 않는다', async () => {
    storeDevice({ id: 'demo-corp-link', name: '새봄리츠', individualCorpCode: 'GENERAL_CORPORATION' });
    commonStore.pin = DEMO_PIN_SHA256;
    const { location, shell } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: '법인 계좌 연동' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/corp-account-link');
    expect(shell.router.history.canGoBack()).toBe(false);
  });
});

describe('/access-restricted', () => {
  it('환경 확인을 통과한 앱에서는 막다른 화면이 아니다: 시작 화면으로 (기록을 대신해)', async () => {
    const { location, shell } = await renderApp('/access-restricted');
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/access-permission');
    expect(shell.router.history.canGoBack()).toBe(false);
  });
});
