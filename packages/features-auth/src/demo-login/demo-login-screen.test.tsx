import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DemoLoginScreen, type DemoMemberOption } from './demo-login-screen';

const members: DemoMemberOption[] = [
  { memberId: 'demo-general', name: '김민준', userType: '200', corporate: false, description: '일반 투자자' },
  { memberId: 'demo-corp', name: '한빛자산관리', userType: '200', corporate: true, description: '법인 일반 투자자' },
];

describe('DemoLoginScreen', () => {
  it('체험 계정을 고르는 화면임을 밝히고 계정마다 이름, 설명, 개인·법인과 회원 유형을 보여준다', async () => {
    const { container } = render(
      <DemoLoginScreen members={members} loadError={false} onRetryLoad={() => undefined} onLogin={vi.fn()} tab="individual" />,
    );
    expect(screen.getByText(/샌드박스의 체험 계정을 골라 휴대폰 인증 없이 로그인해요./)).toBeInTheDocument();
    expect(screen.getByText(/실제 회원이 아닌 체험용 계정이고/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '체험 계정' });
    expect(within(list).getAllByRole('button').map((option) => option.textContent)).toEqual([
      '김민준일반 투자자개인 · 200',
      '한빛자산관리법인 일반 투자자법인 · 200',
    ]);
    await expectNoAxeViolations(container);
  });

  it('계정을 고르지 않으면 안내하고, 고르면 그 계정으로 로그인한다', async () => {
    const onLogin = vi.fn(async () => undefined);
    render(<DemoLoginScreen members={members} loadError={false} onRetryLoad={() => undefined} onLogin={onLogin} tab="individual" />);
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert')).toHaveTextContent('로그인할 체험 계정을 골라주세요.');
    await userEvent.click(screen.getByRole('button', { name: /김민준/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(onLogin).toHaveBeenCalledWith('demo-general');
  });

  it('법인 탭이면 법인 계정이 먼저', () => {
    render(<DemoLoginScreen members={members} loadError={false} onRetryLoad={() => undefined} onLogin={vi.fn()} tab="corporate" />);
    const options = within(screen.getByRole('list', { name: '체험 계정' })).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual([
      '한빛자산관리법인 일반 투자자법인 · 200',
      '김민준일반 투자자개인 · 200',
    ]);
  });

  it('로그인에 실패하면 고른 계정을 그대로 두고 오류를 보여준다', async () => {
    const onLogin = vi.fn(async () => {
      throw new Error('데모 회원을 찾을 수 없어요.');
    });
    render(<DemoLoginScreen members={members} loadError={false} onRetryLoad={() => undefined} onLogin={onLogin} tab="individual" />);
    await userEvent.click(screen.getByRole('button', { name: /김민준/ }));
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('데모 회원을 찾을 수 없어요.');
    expect(screen.getByRole('button', { name: /김민준/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '로그인' })).not.toHaveAttribute('aria-disabled');
  });

  it('불러오는 동안에는 안내를 보여준다', () => {
    render(<DemoLoginScreen members={undefined} loadError={false} onRetryLoad={() => undefined} onLogin={vi.fn()} tab="individual" />);
    expect(screen.getByRole('status')).toHaveTextContent('체험 계정을 불러오는 중이에요…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('목록을 못 불러오면 다시 불러올 수 있다', async () => {
    const onRetryLoad = vi.fn();
    render(<DemoLoginScreen members={undefined} loadError onRetryLoad={onRetryLoad} onLogin={vi.fn()} tab="individual" />);
    expect(screen.getByRole('alert')).toHaveTextContent('체험 계정 목록을 불러오지 못했어요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(onRetryLoad).toHaveBeenCalledTimes(1);
  });
});
