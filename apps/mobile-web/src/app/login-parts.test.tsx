import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as CertificateLoginModule from '@jogak/features-auth/certificate-login';
import { renderApp } from '../test/render-app';

// The corporate tab's chunk fails once (its export is read when it loads), then loads.
const chunk = vi.hoisted(() => ({ failedLoads: 1 }));
vi.mock('@jogak/features-auth/certificate-login', async (importOriginal) => {
  const actual = await importOriginal<typeof CertificateLoginModule>();
  return {
    get CertificateLogin() {
      if (chunk.failedLoads > 0) {
        chunk.failedLoads -= 1;
        throw new TypeError('Failed to fetch dynamically imported module: /assets/certificate-login.js');
      }
      return actual.CertificateLogin;
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('로그인: 법인 탭의 조각을 받지 못하면', () => {
  it('탭 안에서만 알리고 (탭과 페이지는 남는다), 다시 시도하면 법인 로그인을 보인다', async () => {
    // React reports the load's failure its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderApp('/auth/login?tabs=corporate');

    expect(await screen.findByRole('alert')).toHaveTextContent('법인 로그인 화면을 불러오지 못했어요.');
    expect(screen.getByRole('tab', { name: '개인' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '법인', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(await screen.findByRole('button', { name: '인증서로 로그인' })).toBeInTheDocument();
    expect(screen.queryByText('법인 로그인 화면을 불러오지 못했어요.')).toBeNull();
  });
});
