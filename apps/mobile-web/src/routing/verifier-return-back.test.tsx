import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';

describe('본인인증 기관이 돌려보낸 화면의 뒤로 버튼 (스펙 4: 외부 인증으로는 돌아가지 않는다)', () => {
  it('새로 불러온 PIN 재설정 화면에서 뒤로 버튼은 기관의 POST 답으로 되돌아가지 않고 머문다', async () => {
    window.localStorage.setItem('jogak:kmc:key', 'pinKEY1');
    const answer = new URLSearchParams({
      key: 'pinKEY1',
      resultCode: 'SUCCESS',
      ci: 'demo-ci-demo-general',
      name: '김민준',
      birth: '880412',
      genderDigit: '1',
      phoneNo: '01023451234',
      nation: 'LOCAL',
    });
    const { shell, location, nativeMessage } = await renderApp(`/auth/forgot-pin?${answer.toString()}`);
    expect(await screen.findByRole('button', { name: '새 PIN 설정하기' })).toBeInTheDocument();
    // Read on arrival, the answer leaves the address, replacing the entry.
    await waitFor(() => expect(location().searchStr).toBe(''));
    expect(screen.getByText('김민준님, 본인인증이 끝났어요.', { exact: false })).toBeInTheDocument();
    const back = vi.spyOn(shell.router.history, 'back');

    nativeMessage('backButton');
    // Messages are handled in order: once this one is, the back button's has been.
    nativeMessage('osVersion', { os: 'android', version: '14' });
    await waitFor(() => expect(shell.services.osVersion()).toBe('14'));
    expect(back).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/auth/forgot-pin');
    expect(screen.getByRole('button', { name: '새 PIN 설정하기' })).toBeInTheDocument();
  });
});
