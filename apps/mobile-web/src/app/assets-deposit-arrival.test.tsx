// ui-kit's dialog sanitises with DOMPurify, which mis-sanitises under happy-dom: this runs in jsdom.
// @vitest-environment jsdom
import { updateUser } from '@jogak/app-core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('입금하기로 온 자산 화면', () => {
  it('sheet=deposit 은 입금 시트를 열고, 열린 뒤 주소에서 빠진다(뒤로 가기나 새로 고침에 다시 열리지 않게)', async () => {
    const { shell, live } = await renderApp('/my', { member: 'demo-general' });
    // No live feed in this test: /assets subscribes to one that never connects.
    live.client.mockReturnValue(new Promise(() => undefined));
    // 김민준's account is linked (the render's user store starts from the signed-in snapshot).
    updateUser({ allianceAccountNoRegisterYn: 'Y' });
    await shell.router.navigate({ to: '/assets', search: { sheet: 'deposit' } });
    const sheet = await screen.findByRole('dialog', { name: '입금' });
    expect(await within(sheet).findByText('7010100001')).toBeInTheDocument();
    await waitFor(() => expect(shell.router.state.location.search).toEqual({}));
    expect(shell.router.state.location.pathname).toBe('/assets');
  });

  it('다른 값의 sheet 는 받지 않는다: 화면만 열린다', async () => {
    const { shell, live } = await renderApp('/my', { member: 'demo-general' });
    live.client.mockReturnValue(new Promise(() => undefined));
    updateUser({ allianceAccountNoRegisterYn: 'Y' });
    await shell.router.navigate({ to: '/assets', search: { sheet: 'withdraw' } as never });
    expect(await screen.findByRole('region', { name: '총 자산' })).toBeInTheDocument();
    // The route reads no sheet from it, so the screen is given none to open.
    expect(shell.router.state.matches.find((match) => match.routeId === '/_main/assets/')?.search).toEqual({ sheet: undefined });
  });
});
