import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { phoneShell } from '../test/phone-shell';
import { renderApp, sandbox } from '../test/render-app';

/** The verifier's answer as it comes back to the app's address. */
const VERIFIER_FIELDS = ['key', 'resultCode', 'ci', 'name', 'birth', 'genderDigit', 'phoneNo', 'nation'];

/** A shell whose keypad seals the new PIN (pin.set answers), as a phone's does. */
const sealingShell = phoneShell((envelope) =>
  envelope.command === 'pin.set' ? { ok: true, result: { token: 'sealed', encrypted: 'c2VhbGVk' } } : undefined,
);

describe('본인인증의 답', () => {
  it('PIN 재설정이 서버 오류로 끝나도 CI, 이름, 전화번호는 오류 화면과 그 뒤의 주소로 따라가지 않는다', async () => {
    window.localStorage.setItem('jogak:kmc:key', 'pinKEY1');
    sandbox.faults.add({ status: 500, method: 'PUT', path: '/main/v1/member/pin', times: 1 });
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
    const { location } = await renderApp(`/auth/forgot-pin?${answer.toString()}`, { shellTransport: sealingShell });
    await userEvent.click(await screen.findByRole('button', { name: '새 PIN 설정하기' }));

    await waitFor(() => expect(location().pathname).toBe('/error'));
    expect(await screen.findByRole('button', { name: '홈으로 가기' })).toBeInTheDocument();
    for (const field of VERIFIER_FIELDS) expect(location().search).not.toHaveProperty(field);

    await userEvent.click(screen.getByRole('button', { name: '홈으로 가기' }));
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: '모집 중인 공모' })).toBeInTheDocument();
    for (const field of VERIFIER_FIELDS) expect(location().search).not.toHaveProperty(field);
  });
});
