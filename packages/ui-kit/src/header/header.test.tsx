import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Header } from './header';

describe('Header', () => {
  it('제목이 있으면 제목을, 없으면 로고를 보여 준다', () => {
    const { rerender } = render(<Header title="공지사항" />);
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(screen.queryByText('조각')).not.toBeInTheDocument();
    rerender(<Header />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('조각')).toBeInTheDocument();
  });

  it('뒤로 가기와 알림 버튼을 누를 수 있다', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const onBell = vi.fn();
    render(<Header title="시세" onBack={onBack} bell={{ hasNew: false, onClick: onBell }} />);
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await user.click(screen.getByRole('button', { name: '알림' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onBell).toHaveBeenCalledTimes(1);
  });

  it('새 알림이 있으면 종 모양과 이름이 바뀐다', () => {
    render(<Header bell={{ hasNew: true, onClick: () => undefined }} />);
    const bell = screen.getByRole('button', { name: '알림, 새 알림 있음' });
    expect(bell).toHaveAttribute('data-state', 'new');
    expect(screen.getByTestId('bell-new-dot')).toBeInTheDocument();
  });

  it('/my는 보라색 헤더 톤을 쓴다', async () => {
    const { container } = render(<Header title="MY" tone="my" bell={{ hasNew: false, onClick: () => undefined }} />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-tone', 'my');
    await expectNoAxeViolations(container);
  });
});
