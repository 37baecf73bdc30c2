import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('네트워크 변경 (createShellEffects)', () => {
  it('확인하면 기기에 남은 로그인 회원(아이디와 이름)과 CI까지 지우고 로그아웃한다', async () => {
    const { location, shell, nativeMessage } = await renderApp('/my', { member: 'demo-general' });
    await screen.findByRole('button', { name: '로그아웃' });
    const { persistence } = shell.services;
    await persistence.set('jogak:login-member', JSON.stringify({ memberId: 'demo-general', name: '김민준' }));
    await persistence.set('jogak:ci', 'demo-ci-demo-general');

    nativeMessage('networkChange', { connection: 'wifi' });
    const dialog = await screen.findByRole('dialog', { name: '네트워크가 바뀌었어요' });
    await userEvent.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
    expect(await persistence.get('jogak:login-member')).toBeNull();
    expect(await persistence.get('jogak:ci')).toBeNull();
  });
});
