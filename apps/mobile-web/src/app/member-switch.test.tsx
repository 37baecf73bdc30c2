import { investorInfoStore, resetInvestorInfo } from '@jogak/app-core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, sandbox, signInAs } from '../test/render-app';

afterEach(() => resetInvestorInfo());

describe('회원이 바뀔 때', () => {
  it('로그아웃한 회원의 알림은, 다음에 로그인한 회원의 알림을 못 불러와도 보이지 않는다', async () => {
    const { shell, location, live } = await renderApp('/my', { member: 'demo-general' });
    // No live server in Node: the alert screen listens to a feed that never sends nor reconnects.
    live.client.mockResolvedValue({ onEvent: () => () => undefined, connection: { onStatus: () => () => undefined } });
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

  it('작성 중인 투자자 정보 화면에서도 로그아웃은 그만할지 묻지 않고 로그인으로 간다', async () => {
    const { shell, location } = await renderApp('/investor-status-change/invest-div', { member: 'demo-general' });
    expect(await screen.findByRole('heading', { level: 1, name: '투자자 구분 선택' })).toBeInTheDocument();
    Object.assign(investorInfoStore, { investInformChgMatterCod: 'INCOME', specialInvestMemberApplyYn: 'Y' });
    await shell.services.logout();
    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '작성을 그만할까요?' })).toBeNull();
  });
});
