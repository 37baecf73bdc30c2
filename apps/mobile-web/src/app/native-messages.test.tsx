import { sessionStore, userStore } from '@jogak/app-core';
import { openDialog } from '@jogak/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

const MINUTE = 60_000;

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
    expect(await within(await screen.findByRole('main')).findByRole('heading', { name: 'MY' })).toBeInTheDocument();
    expect(sessionStore.token).not.toBe('');
  });

  it('뒤로 버튼은 이전 화면으로', async () => {
    const { location, nativeMessage } = await renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'my' }));
    await waitFor(() => expect(location().pathname).toBe('/my'));
    expect(await within(await screen.findByRole('main')).findByRole('heading', { name: 'MY' })).toBeInTheDocument();
    nativeMessage('backButton');
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
  });

  it('뒤로 온 화면에서 뒤로 버튼을 눌러도 투자성향 분석으로는 돌아가지 않는다 (방금 떠난 화면이 아니라 그 앞 화면을 본다)', async () => {
    const { shell, location, nativeMessage } = await renderApp('/investment-analysis/invest-tendency', { member: 'demo-general' });
    expect(await screen.findByRole('heading', { level: 1, name: '투자성향 분석' })).toBeInTheDocument();
    await shell.router.navigate({ to: '/my' });
    expect(await within(await screen.findByRole('main')).findByRole('heading', { name: 'MY' })).toBeInTheDocument();
    await shell.router.navigate({ to: '/support/notice' });
    expect(await screen.findByRole('list', { name: '공지사항 목록' })).toBeInTheDocument();
    shell.router.history.back();
    expect(await within(await screen.findByRole('main')).findByRole('heading', { name: 'MY' })).toBeInTheDocument();
    // The page before MY is the questionnaire, which spec §4 refuses to return to.
    nativeMessage('backButton');
    // Messages are handled in order: once this one is, the back has been decided and run.
    nativeMessage('osVersion', { os: 'android', version: '14' });
    await waitFor(() => expect(shell.services.osVersion()).toBe('14'));
    await waitFor(() => expect(shell.router.state.status).toBe('idle'));
    expect(location().pathname).toBe('/my');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'MY' })).toBeInTheDocument();
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
