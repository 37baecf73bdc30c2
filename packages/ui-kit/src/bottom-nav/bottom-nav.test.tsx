import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BOTTOM_NAV_TABS, BottomNav } from './bottom-nav';

describe('BottomNav', () => {
  it('다섯 탭을 순서대로 보여 주고 열린 탭을 표시한다', () => {
    render(<BottomNav items={BOTTOM_NAV_TABS} activeKey="market" onSelect={() => undefined} />);
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    const tabs = screen.getAllByRole('button');
    expect(nav).toContainElement(tabs[0] ?? null);
    expect(tabs.map((t) => t.textContent)).toEqual(['홈', '청약', '자산', '시세', 'my']);
    expect(screen.getByRole('button', { name: '시세' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '홈' })).not.toHaveAttribute('aria-current');
  });

  it('어느 탭을 누르든 onSelect: 열린 탭을 누른 것도 앱이 정한다 (하위 화면이면 탭의 화면으로)', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<BottomNav items={BOTTOM_NAV_TABS} activeKey="market" onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: '시세' }));
    await user.click(screen.getByRole('button', { name: '자산' }));
    expect(onSelect.mock.calls).toEqual([['market'], ['assets']]);
    expect(screen.getByRole('button', { name: '시세' })).toHaveAttribute('aria-current', 'page');
  });

  it('axe 위반이 없다', async () => {
    const { container } = render(<BottomNav items={BOTTOM_NAV_TABS} activeKey="my" onSelect={() => undefined} />);
    await expectNoAxeViolations(container);
  });
});
