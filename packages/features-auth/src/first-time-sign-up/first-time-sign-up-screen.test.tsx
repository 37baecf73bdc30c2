import type { RouteTarget } from '@jogak/app-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FirstTimeSignUpScreen } from './first-time-sign-up-screen';

function renderScreen(signUpAvailable: boolean) {
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const result = render(<FirstTimeSignUpScreen signUpAvailable={signUpAvailable} onNavigate={onNavigate} />);
  return { ...result, onNavigate };
}

describe('FirstTimeSignUpScreen', () => {
  it('한 줄 소개와 회원가입, 로그인, 둘러보기를 보여준다', async () => {
    const { container } = renderScreen(true);
    expect(screen.getByRole('heading', { level: 1, name: '조각으로 시작하는 빌딩 투자' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['회원가입', '로그인', '둘러보기']);
    await expectNoAxeViolations(container);
  });

  it('각 버튼은 회원가입, 로그인, 홈으로 보낸다', async () => {
    const { onNavigate } = renderScreen(true);
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await userEvent.click(screen.getByRole('button', { name: '둘러보기' }));
    expect(onNavigate.mock.calls).toEqual([[{ route: '/auth/sign-up' }], [{ route: '/auth/login' }], [{ route: '/_main/home' }]]);
  });

  it('회원가입 화면이 없으면 회원가입 버튼을 그리지 않고 로그인이 주 버튼이 된다', () => {
    renderScreen(false);
    expect(screen.queryByRole('button', { name: '회원가입' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['로그인', '둘러보기']);
    expect(screen.getByRole('button', { name: '로그인' })).toHaveAttribute('data-status', 'primary');
  });
});
