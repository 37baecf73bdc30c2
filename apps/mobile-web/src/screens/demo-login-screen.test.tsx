import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoLoginScreen, type DemoMemberOption } from './demo-login-screen';

const members: DemoMemberOption[] = [
  { memberId: 'demo-general', name: '김민준', userType: '200', corporate: false, description: '일반 투자자' },
  { memberId: 'demo-corp', name: '한빛자산관리', userType: '200', corporate: true, description: '법인 일반 투자자' },
];

describe('DemoLoginScreen', () => {
  it('회원을 고르지 않으면 안내하고, 고르면 그 회원으로 로그인한다', async () => {
    const onLogin = vi.fn(async () => undefined);
    render(<DemoLoginScreen members={members} loadError={false} onRetryLoad={() => undefined} onLogin={onLogin} tab="individual" />);
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert')).toHaveTextContent('로그인할 체험 회원을 골라주세요.');
    await userEvent.click(screen.getByRole('button', { name: /김민준/ }));
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(onLogin).toHaveBeenCalledWith('demo-general');
  });

  it('법인 탭이면 법인 회원이 먼저', () => {
    render(<DemoLoginScreen members={members} loadError={false} onRetryLoad={() => undefined} onLogin={vi.fn()} tab="corporate" />);
    const options = screen.getAllByRole('button', { pressed: false });
    expect(options[0]).toHaveTextContent('한빛자산관리');
  });

  it('로그인에 실패하면 고른 회원을 그대로 두고 오류를 보여준다', async () => {
    const onLogin = vi.fn(async () => {
      throw new Error('체험 회원을 찾을 수 없어요.');
    });
    render(<DemoLoginScreen members={members} loadError={false} onRetryLoad={() => undefined} onLogin={onLogin} tab="individual" />);
    await userEvent.click(screen.getByRole('button', { name: /김민준/ }));
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('체험 회원을 찾을 수 없어요.');
    expect(screen.getByRole('button', { name: /김민준/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('목록을 못 불러오면 다시 불러올 수 있다', async () => {
    const onRetryLoad = vi.fn();
    render(<DemoLoginScreen members={undefined} loadError onRetryLoad={onRetryLoad} onLogin={vi.fn()} tab="individual" />);
    await userEvent.click(screen.getByRole('button', { name: '다시 불러오기' }));
    expect(onRetryLoad).toHaveBeenCalledTimes(1);
  });
});
