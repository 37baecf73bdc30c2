import { commonStore, sessionStore, userStore } from '@jogak/app-core';
import { DEMO_PIN_SHA256 } from '@jogak/sandbox';
import { openDialog } from '@jogak/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sandbox } from '../test/render-app';

const MINUTE = 60_000;

const WRONG_PIN_SHA256 = '0'.repeat(64);

/** What a phone keeps in the shell's storage after 김민준 (demo-general) signed in on it. */
function storeSignedInDevice(extra: Record<string, string> = {}): void {
  const stored = {
    'jogak:app-state': 'login',
    'jogak:ci': 'demo-ci-demo-general',
    'jogak:user': JSON.stringify({ id: 'demo-general', userType: '200', individualCorpCode: 'INDIVIDUAL', media: 'ANDROID' }),
    'jogak:login-member': JSON.stringify({ memberId: 'demo-general', name: '김민준' }),
    ...extra,
  };
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(`jogak.dev-insecure.${key}`, value);
}

type SendNativeMessage = (type: string, payload?: Record<string, unknown>) => void;

/**
 * A launch by a tapped push (or another link): the shell's `init`, then the link. Start-up's
 * sign-in calls are held until both have been handled (the `osVersion` after them is handled in
 * order), so the link arrives while start-up is still deciding; then they go on.
 */
async function launchByPush(
  nativeMessage: SendNativeMessage,
  osVersion: () => string,
  pin: string,
  link: Parameters<SendNativeMessage> = ['apppush', { path: '/my/info', query: {} }],
) {
  const held = ['/main/v1/auth/simple/login', '/main/v1/member/info'].map((path) => sandbox.faults.add({ hold: true, path, times: 0 }));
  nativeMessage('init', { pushToken: 'push-1', os: 'android', version: '3.4.0', pin });
  nativeMessage(...link);
  nativeMessage('osVersion', { os: 'android', version: '14' });
  await waitFor(() => expect(osVersion()).toBe('14'));
  for (const fault of held) sandbox.faults.release(fault.id);
}

describe('네이티브 메시지', () => {
  it('10분 넘게 멈췄다 돌아오면 로그아웃', async () => {
    const { location, nativeMessage, live } = await renderApp('/my', { member: 'demo-general' });
    await screen.findByRole('button', { name: '로그아웃' });
    nativeMessage('background', { at: 1_000 });
    nativeMessage('foreground', { at: 1_000 + 11 * MINUTE });
    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    await waitFor(() => expect(live.reconnect).toHaveBeenCalledTimes(1));
    expect(location().search).toEqual({ tabs: 'individual' });
    expect([userStore.userType, sessionStore.token]).toEqual(['900', '']);
  });

  it('10분 안에 돌아오면 로그인 유지', async () => {
    const { location, nativeMessage, live } = await renderApp('/my', { member: 'demo-general' });
    await screen.findByRole('button', { name: '로그아웃' });
    nativeMessage('background', { at: 1_000 });
    nativeMessage('foreground', { at: 1_000 + 9 * MINUTE });
    await waitFor(() => expect(live.reconnect).toHaveBeenCalledTimes(1));
    expect(location().pathname).toBe('/my');
    expect(await within(await screen.findByRole('main')).findByRole('region', { name: '내 정보' })).toBeInTheDocument();
    expect(sessionStore.token).not.toBe('');
  });

  it('뒤로 버튼은 이전 화면으로', async () => {
    const { location, nativeMessage } = await renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'my' }));
    await waitFor(() => expect(location().pathname).toBe('/my'));
    expect(await within(await screen.findByRole('main')).findByRole('region', { name: '내 정보' })).toBeInTheDocument();
    nativeMessage('backButton');
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });

  it('뒤로 온 화면에서 뒤로 버튼을 눌러도 투자성향 분석으로는 돌아가지 않는다 (방금 떠난 화면이 아니라 그 앞 화면을 본다)', async () => {
    const { shell, location, nativeMessage } = await renderApp('/investment-analysis/invest-tendency', { member: 'demo-general' });
    expect(await screen.findByRole('heading', { level: 1, name: '투자성향 분석' })).toBeInTheDocument();
    await shell.router.navigate({ to: '/my' });
    expect(await within(await screen.findByRole('main')).findByRole('region', { name: '내 정보' })).toBeInTheDocument();
    await shell.router.navigate({ to: '/support/notice' });
    expect(await screen.findByRole('list', { name: '공지사항 목록' })).toBeInTheDocument();
    shell.router.history.back();
    expect(await within(await screen.findByRole('main')).findByRole('region', { name: '내 정보' })).toBeInTheDocument();
    // The page before MY is the questionnaire, which spec §4 refuses to return to.
    nativeMessage('backButton');
    // Messages are handled in order: once this one is, the back has been decided and run.
    nativeMessage('osVersion', { os: 'android', version: '14' });
    await waitFor(() => expect(shell.services.osVersion()).toBe('14'));
    await waitFor(() => expect(shell.router.state.status).toBe('idle'));
    expect(location().pathname).toBe('/my');
    expect(within(screen.getByRole('main')).getByRole('region', { name: '내 정보' })).toBeInTheDocument();
  });

  it('홈(route id /_main/home)에서 뒤로 버튼은 앱을 닫는다', async () => {
    const { shell, location, nativeMessage } = await renderApp('/home');
    await screen.findByRole('button', { name: 'my' });
    const send = vi.spyOn(shell.services.bridge, 'send');
    nativeMessage('backButton');
    await waitFor(() => expect(send).toHaveBeenCalledWith('exit'));
    expect(location().pathname).toBe('/home');
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });

  it('홈에 물음이 열려 있으면 뒤로 버튼은 앱을 닫지 않고 물음을 닫는다', async () => {
    const { shell, location, nativeMessage } = await renderApp('/home?modal=INPROGRESS', { member: 'demo-general' });
    expect(await screen.findByRole('dialog', { name: '처리 중인 신청이 있어요' })).toBeInTheDocument();
    const send = vi.spyOn(shell.services.bridge, 'send');
    nativeMessage('backButton');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '처리 중인 신청이 있어요' })).toBeNull());
    expect(send).not.toHaveBeenCalledWith('exit');
    expect(location().pathname).toBe('/home');
    expect(screen.getByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });

  it('홈의 물음이 버튼으로만 닫히는 것(업데이트 안내 같은)이면 뒤로 버튼은 그대로 앱을 닫는다', async () => {
    const { shell, nativeMessage } = await renderApp('/home');
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    void openDialog({
      name: 'LOCKED',
      title: '업데이트가 필요해요',
      contents: '새 버전으로 업데이트해주세요.',
      buttons: [{ text: '업데이트하기', style: 'primary', response: true }],
      notCloseOutsideClick: true,
    });
    expect(await screen.findByRole('dialog', { name: '업데이트가 필요해요' })).toBeInTheDocument();
    const send = vi.spyOn(shell.services.bridge, 'send');
    nativeMessage('backButton');
    await waitFor(() => expect(send).toHaveBeenCalledWith('exit'));
    const locked = screen.getByRole('dialog', { name: '업데이트가 필요해요' });
    await userEvent.click(within(locked).getByRole('button', { name: '업데이트하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '업데이트가 필요해요' })).toBeNull());
  });

  it('청약 비밀번호 웹뷰의 토큰이 만료되면 그 청약의 인증 화면으로', async () => {
    const { shell, location, nativeMessage } = await renderApp('/my', { member: 'demo-general' });
    await screen.findByRole('button', { name: '로그아웃' });
    await shell.services.persistence.set('jogak:web-view-purpose', '{"purpose":"PASSWORD_APPLY","subscriptionId":"12"}');
    nativeMessage('token-expire');
    await waitFor(() => expect(location().pathname).toBe('/subscription/12/apply/certificate'));
    expect(await screen.findByText('청약 인증', { selector: 'h1.jg-subs-flow__title' })).toBeInTheDocument();
  });

  it('route event/{id} 는 이벤트 상세로, apppush 는 경로와 쿼리로', async () => {
    const { location, nativeMessage } = await renderApp('/my');
    await screen.findByText('조각 게스트');
    nativeMessage('route', { route: 'event/2' });
    await waitFor(() => expect(location().pathname).toBe('/community/event/2'));
    expect(await screen.findByRole('heading', { level: 2, name: '친구 초대하고 커피 받기' })).toBeInTheDocument();
    nativeMessage('apppush', { path: '/home', query: { modal: 'INPROGRESS' } });
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('dialog', { name: '처리 중인 신청이 있어요' })).toBeInTheDocument();
    expect(location().search).toEqual({ modal: 'INPROGRESS' });
  });

  it('event 는 추천 코드로, account-tmp 는 임시 고객번호로 저장', async () => {
    const { shell, nativeMessage } = await renderApp('/my');
    await screen.findByText('조각 게스트');
    nativeMessage('event', { referralCode: 'FRIEND7' });
    nativeMessage('account-tmp', { tmpCustNo: 'T-100' });
    await waitFor(async () => {
      expect(await shell.services.persistence.get('jogak:referral-code')).toBe('FRIEND7');
      expect(await shell.services.persistence.get('jogak:temp-customer-no')).toBe('T-100');
    });
  });

  it('init 은 기기 정보를 저장하고 처음 화면으로', async () => {
    const { location, nativeMessage } = await renderApp('/my');
    await screen.findByText('조각 게스트');
    nativeMessage('init', { pushToken: 'push-9', os: 'ios', version: '3.4.0', pin: '' });
    await waitFor(() => expect(location().pathname).toBe('/auth/access-permission'));
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
    expect([sessionStore.pushToken, userStore.media]).toEqual(['push-9', 'IOS']);
  });

  it('네트워크 변경 대화상자를 확인하면 저장소를 비우고 로그아웃', async () => {
    const { location, shell, nativeMessage } = await renderApp('/my', { member: 'demo-general' });
    await screen.findByRole('button', { name: '로그아웃' });
    await shell.services.persistence.set('jogak:referral-code', 'FRIEND1');
    nativeMessage('networkChange', { connection: 'wifi' });
    const dialog = await screen.findByRole('dialog', { name: '네트워크가 바뀌었어요' });
    expect(dialog).toHaveTextContent('네트워크 변경이 감지되었어요. 앱을 재시작 할게요.');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(await shell.services.persistence.get('jogak:referral-code')).toBeNull();
    expect(sessionStore.token).toBe('');
  });

  it('계좌 연동 실패는 안내 토스트', async () => {
    const { nativeMessage } = await renderApp('/my', { member: 'demo-kakao' });
    await screen.findByRole('button', { name: '로그아웃' });
    nativeMessage('account-linked', { success: false });
    expect(await screen.findByText('계좌 연동을 실패 했습니다. 계좌 연동 작업을 다시 진행합니다.')).toBeInTheDocument();
  });
});

describe('앱이 꺼져 있을 때 누른 푸시', () => {
  it('로그인된 기기면 시작 흐름이 홈으로 간 뒤 푸시의 화면이 열리고, 뒤로 가면 홈', async () => {
    storeSignedInDevice({ 'jogak:token': sandbox.state.login('demo-general').token });
    const { shell, location, nativeMessage } = await renderApp('/');
    await launchByPush(nativeMessage, () => shell.services.osVersion(), DEMO_PIN_SHA256);
    // Start-up's home stays behind the pushed page: it has led there, and nothing replaces it.
    await waitFor(() => {
      expect(location().pathname).toBe('/my/info');
      expect(shell.router.history.canGoBack()).toBe(true);
    });
    expect(await screen.findByRole('region', { name: '기본 정보' })).toHaveTextContent('김민준');
    nativeMessage('backButton');
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });

  it('이벤트로 가는 route 도 시작 흐름이 홈으로 간 뒤 이벤트 상세로', async () => {
    storeSignedInDevice({ 'jogak:token': sandbox.state.login('demo-general').token });
    const { shell, location, nativeMessage } = await renderApp('/');
    await launchByPush(nativeMessage, () => shell.services.osVersion(), DEMO_PIN_SHA256, ['route', { route: 'event/2' }]);
    await waitFor(() => {
      expect(location().pathname).toBe('/community/event/2');
      expect(shell.router.history.canGoBack()).toBe(true);
    });
    expect(await screen.findByRole('heading', { level: 2, name: '친구 초대하고 커피 받기' })).toBeInTheDocument();
  });

  it('시작 흐름이 로그인으로 가야 하면(PIN 거절) 로그인이 먼저이고, 로그인하면 푸시의 화면으로', async () => {
    storeSignedInDevice();
    commonStore.pin = WRONG_PIN_SHA256;
    const { shell, location, nativeMessage } = await renderApp('/');
    await launchByPush(nativeMessage, () => shell.services.osVersion(), WRONG_PIN_SHA256);
    expect(await screen.findByRole('heading', { name: '김민준님, 반가워요' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(location().search).toEqual({ tabs: 'individual', redirect: '/my/info' });
    await userEvent.click(await screen.findByRole('button', { name: '체험 계정으로 로그인 (개발용)' }));
    const sheet = await screen.findByRole('dialog', { name: '체험 계정 (개발용)' });
    await userEvent.click(await within(sheet).findByRole('button', { name: /김민준/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(location().pathname).toBe('/my/info'));
    expect(await screen.findByRole('region', { name: '기본 정보' })).toHaveTextContent('김민준');
  });

  it('처음 켠 기기면 푸시가 있어도 앱 접근 권한 안내부터', async () => {
    const { shell, location, nativeMessage } = await renderApp('/');
    await launchByPush(nativeMessage, () => shell.services.osVersion(), '');
    await waitFor(() => expect(location().pathname).toBe('/auth/access-permission'));
    expect(await screen.findByRole('heading', { level: 1, name: '앱 접근 권한 안내' })).toBeInTheDocument();
  });
});
