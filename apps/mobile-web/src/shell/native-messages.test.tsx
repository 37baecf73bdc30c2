import { sessionStore } from '@jogak/app-core';
import { DEFAULT_DEDUPE_WINDOW_MS, type NativeTransport } from '@jogak/native-bridge';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A phone shell whose answers (the storage reads among them) can be held back, as a real shell's
 * round trip of 5–40 ms holds them, and then delivered together.
 */
function shellWithSlowAnswers() {
  let holding = false;
  const held: Array<() => void> = [];
  const transport = (browser: NativeTransport): NativeTransport => ({
    name: browser.name,
    connect: (receive) =>
      browser.connect?.((wire) => {
        const isAnswer = (wire as { kind?: unknown }).kind === 'reply';
        if (holding && isAnswer) held.push(() => receive(wire));
        else receive(wire);
      }) ?? (() => undefined),
    post: (envelope) => browser.post(envelope),
  });
  return {
    transport,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    },
  };
}

describe('셸 메시지 처리', () => {
  it('스스로 뒤로 가는 화면(가입 방식 선택)에서 뒤로 버튼은 그 화면이 고른 곳에 머문다: 저장소 응답이 늦어도 되돌아오지 않는다', async () => {
    const shell = shellWithSlowAnswers();
    const { shell: app, location, nativeMessage } = await renderApp('/home', { shellTransport: shell.transport });
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    await app.router.navigate({ to: '/auth/sign-up' });
    expect(await screen.findByRole('heading', { name: '어떤 회원으로 가입할까요?' })).toBeInTheDocument();

    shell.hold();
    nativeMessage('backButton');
    // The page's own handler goes to the first-time sign-up while the shell's storage still answers.
    expect(await screen.findByRole('heading', { level: 1, name: '조각으로 시작하는 빌딩 투자' })).toBeInTheDocument();
    shell.release();

    // Messages are handled in order: once this one is, whatever the back started has started.
    nativeMessage('osVersion', { os: 'android', version: '14' });
    await waitFor(() => expect(app.services.osVersion()).toBe('14'));
    await waitFor(() => expect(app.router.state.status).toBe('idle'));
    expect(location().pathname).toBe('/auth/first-time-sign-up');
    expect(screen.getByRole('heading', { level: 1, name: '조각으로 시작하는 빌딩 투자' })).toBeInTheDocument();
  });

  it('네트워크 변경 안내가 떠 있는 동안 누른 뒤로 버튼은 아무것도 하지 않고, 확인하면 로그인 화면에 머문다', async () => {
    const { shell, location, nativeMessage } = await renderApp('/home', { member: 'demo-general' });
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    await shell.router.navigate({ to: '/support/notice' });
    expect(await screen.findByRole('list', { name: '공지사항 목록' })).toBeInTheDocument();

    nativeMessage('networkChange', { connection: 'cellular' });
    const dialog = await screen.findByRole('dialog', { name: '네트워크가 바뀌었어요' });
    nativeMessage('backButton');
    // Handled while the dialog is up (a back on a dialog only its button closes does nothing).
    nativeMessage('osVersion', { os: 'android', version: '14' });
    await waitFor(() => expect(shell.services.osVersion()).toBe('14'));
    await waitFor(() => expect(shell.router.state.status).toBe('idle'));
    expect(location().pathname).toBe('/support/notice');
    expect(screen.getByRole('dialog', { name: '네트워크가 바뀌었어요' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    nativeMessage('event', { referralCode: 'FRIEND7' });
    await waitFor(async () => expect(await shell.services.persistence.get('jogak:referral-code')).toBe('FRIEND7'));
    await waitFor(() => expect(shell.router.state.status).toBe('idle'));
    expect(location().pathname).toBe('/auth/login');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
  });

  it('foreground 는 그 앞 background 의 멈춤을 한 번만 잰다: 1분 만에 돌아온 뒤 background 없이 3시간 뒤 온 foreground 는 로그인을 유지한다', async () => {
    let clock = Date.now();
    const { location, nativeMessage, live } = await renderApp('/my', { member: 'demo-general', now: () => clock });
    await screen.findByRole('button', { name: '로그아웃' });
    nativeMessage('background', { at: 0 });
    nativeMessage('foreground', { at: MINUTE });
    await waitFor(() => expect(live.reconnect).toHaveBeenCalledTimes(1));
    // The bridge drops a message of the type it let through within the window (spec §9, on the
    // shell's clock): the next foreground comes after it, as a shell's would.
    clock += DEFAULT_DEDUPE_WINDOW_MS + 1;
    nativeMessage('foreground', { at: 3 * HOUR });
    await waitFor(() => expect(live.reconnect).toHaveBeenCalledTimes(2));
    expect(location().pathname).toBe('/my');
    expect(await within(await screen.findByRole('main')).findByRole('region', { name: '내 정보' })).toBeInTheDocument();
    expect(sessionStore.token).not.toBe('');
  });

  it('선택 업데이트 안내가 떠 있는 동안에도 다음 메시지를 처리한다', async () => {
    const { location, nativeMessage } = await renderApp('/my');
    await screen.findByText('조각 게스트');
    nativeMessage('needUpdate', { required: false });
    expect(await screen.findByRole('dialog', { name: '새 버전이 나왔어요' })).toBeInTheDocument();
    nativeMessage('route', { route: 'event/2' });
    await waitFor(() => expect(location().pathname).toBe('/community/event/2'));
    expect(await screen.findByRole('heading', { level: 2, name: '친구 초대하고 커피 받기', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '새 버전이 나왔어요' })).toBeInTheDocument();
  });
});
