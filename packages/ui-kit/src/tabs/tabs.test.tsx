import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Tabs } from './tabs';

const items = [
  { value: 'individual', label: '개인', content: <p>개인 로그인</p> },
  { value: 'corporate', label: '법인', content: <p>법인 로그인</p> },
] as const;

describe('Tabs', () => {
  it('첫 탭이 기본으로 열리고, 누르면 바뀐다', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(<Tabs label="로그인 유형" items={items} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: '로그인 유형' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '개인' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('개인 로그인');
    await user.click(screen.getByRole('tab', { name: '법인' }));
    expect(onValueChange).toHaveBeenCalledWith('corporate');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('법인 로그인');
    await expectNoAxeViolations(container);
  });

  it('방향키로 탭을 옮긴다', async () => {
    const user = userEvent.setup();
    render(<Tabs label="로그인 유형" items={items} defaultValue="individual" />);
    await user.click(screen.getByRole('tab', { name: '개인' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '법인' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '법인' })).toHaveAttribute('aria-selected', 'true');
  });
});
