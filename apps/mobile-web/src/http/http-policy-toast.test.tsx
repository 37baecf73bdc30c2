import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sandbox } from '../test/render-app';

describe('401 의 토스트 (spec §8)', () => {
  it('수신 동의 저장이 401 이면 회원가입 후 이용해주세요가 남고, 화면의 실패 토스트가 덮지 않는다', async () => {
    const { location } = await renderApp('/my/info', { member: 'demo-general' });
    const consent = await screen.findByRole('switch', { name: /광고성 정보 수신/ });
    sandbox.faults.add({ status: 401, method: 'POST', path: '/main/v1/member/notification' });
    await userEvent.click(consent);
    await waitFor(() => expect(location().pathname).toBe('/auth/sign-up'));
    expect(await screen.findByText('회원가입 후 이용해주세요')).toBeInTheDocument();
    expect(screen.queryByText('수신 설정을 저장하지 못했어요. 다시 시도해주세요.')).toBeNull();
  });
});
