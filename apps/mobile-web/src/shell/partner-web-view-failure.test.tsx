import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, sandbox } from '../test/render-app';

// A weekday within the subscription hours, where 광안리 오션뷰 스테이 (108) holds 김민준's application.
const NOW = '2025-03-04T10:00:00+09:00';

afterEach(() => {
  sandbox.state.clock.useRealTime();
});

describe('증권사 화면을 열지 못하면', () => {
  it('청약 취소 인증 화면은 계좌 대행 토큰이 500 이면 그 자리에 남는 알림으로 말한다 (토스트와 두 번 말하지 않는다)', async () => {
    sandbox.state.clock.set(NOW);
    sandbox.reset();
    sandbox.faults.add({ status: 500, path: '/main/v1/account/agency/auth/token' });
    const { location, shell } = await renderApp('/subscription/cancel/certificate?id=108', { member: 'demo-general' });
    await userEvent.click(await screen.findByRole('button', { name: '인증하고 청약 취소하기' }));
    const dialog = await screen.findByRole('dialog', { name: '청약을 취소할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '청약 취소' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('증권사 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.');
    await waitFor(() => expect(screen.getByRole('button', { name: '인증하고 청약 취소하기' })).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByText('증권사 계좌 화면을 열지 못했어요. 잠시 후 다시 시도해주세요.')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/subscription/cancel/certificate');
    // The purpose is stored only for a page that opens.
    expect(await shell.services.persistence.get('jogak:web-view-purpose')).toBeNull();
  });
});
