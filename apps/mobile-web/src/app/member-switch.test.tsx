import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sandbox, signInAs } from '../test/render-app';

describe('회원이 바뀔 때', () => {
  it('로그아웃한 회원의 알림은, 다음에 로그인한 회원의 알림을 못 불러와도 보이지 않는다', async () => {
    const { shell, location, live } = await renderApp('/my', { member: 'demo-general' });
    // No live server in Node: the alert screen's listener waits on a feed that never sends.
    live.client.mockResolvedValue({ onEvent: () => () => undefined });
    await shell.router.navigate({ to: '/alert' });
    const general = '광안리 오션뷰 스테이 100주 청약이 접수되었어요.';
    expect(await screen.findByText(general)).toBeInTheDocument();
    await shell.services.logout();
    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();

    await signInAs('demo-pro');
    sandbox.faults.add({ status: 400, method: 'GET', path: '/main/v1/member/notifications', times: 0 });
    await shell.router.navigate({ to: '/alert' });
    expect(await screen.findByText('알림을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.queryByText(general)).toBeNull();
  });
});
