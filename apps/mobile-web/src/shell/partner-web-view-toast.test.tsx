import { JogakApiError } from '@jogak/api-client';
import { clearToast, ToastHost } from '@jogak/ui-kit';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTNER_WEB_VIEW_FAILED, toastingFailure } from './partner-web-view';

afterEach(() => {
  clearToast();
});

function failingWith(error: Error) {
  return () => Promise.reject(error);
}

describe('toastingFailure', () => {
  it('열지 못하면 증권사 계좌 화면을 열지 못했다고 토스트로 말한다', async () => {
    render(<ToastHost />);
    await act(() => toastingFailure(failingWith(new JogakApiError({ code: 'INTERNAL_SERVER_ERROR', message: '서버 오류', status: 500, path: '/main/v1/account/agency/auth/token', body: null })))({ purpose: 'CREATE_ACCOUNT' }));
    expect(await screen.findByText(PARTNER_WEB_VIEW_FAILED)).toBeInTheDocument();
  });

  it('401 은 HTTP 정책이 이미 말했으니 (회원가입 후 이용해주세요) 그 토스트를 덮지 않는다', async () => {
    render(<ToastHost />);
    const unauthorized = new JogakApiError({ code: 'UNAUTHORIZED', message: '회원가입 후 이용해주세요', status: 401, path: '/main/v1/account/agency/auth/token', body: null });
    await act(() => toastingFailure(failingWith(unauthorized))({ purpose: 'CREATE_ACCOUNT' }));
    expect(screen.queryByText(PARTNER_WEB_VIEW_FAILED)).not.toBeInTheDocument();
  });
});
