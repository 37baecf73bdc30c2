import type { RouteTarget } from '@jogak/app-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SignUpChoiceScreen } from './sign-up-choice-screen';

function renderScreen(corporateAvailable: boolean) {
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const result = render(<SignUpChoiceScreen corporateAvailable={corporateAvailable} onNavigate={onNavigate} />);
  return { ...result, onNavigate };
}

describe('SignUpChoiceScreen', () => {
  it('개인과 법인 중 고르게 하고, 법인은 영업점 계좌가 먼저라고 알린다', async () => {
    const { container } = renderScreen(true);
    expect(screen.getByRole('heading', { level: 1, name: '어떤 회원으로 가입할까요?' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['개인 회원', '법인 회원']);
    expect(screen.getByRole('button', { name: '법인 회원으로 가입하기' })).toHaveAccessibleDescription(
      '법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요.',
    );
    await expectNoAxeViolations(container);
  });

  it('개인은 개인 약관으로, 법인은 법인 약관으로, 처음 화면으로는 첫 화면으로 보낸다', async () => {
    const { onNavigate } = renderScreen(true);
    await userEvent.click(screen.getByRole('button', { name: '개인 회원으로 가입하기' }));
    await userEvent.click(screen.getByRole('button', { name: '법인 회원으로 가입하기' }));
    await userEvent.click(screen.getByRole('button', { name: '처음 화면으로' }));
    expect(onNavigate.mock.calls).toEqual([
      [{ route: '/auth/sign-up/individual/terms' }],
      [{ route: '/auth/sign-up/corporate/terms' }],
      [{ route: '/auth/first-time-sign-up' }],
    ]);
  });

  it('법인 회원가입 화면이 없으면 법인 버튼은 꺼져 있고 준비 중이라고 말한다', async () => {
    const { onNavigate, container } = renderScreen(false);
    const corporate = screen.getByRole('button', { name: '법인 회원으로 가입하기' });
    expect(corporate).toBeDisabled();
    expect(corporate).toHaveAccessibleDescription(
      '법인 회원은 영업점에서 법인 계좌를 먼저 개설한 뒤 가입할 수 있어요. 앱에서 하는 법인 회원가입은 아직 준비 중이에요.',
    );
    await userEvent.click(corporate);
    expect(onNavigate).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});
