import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MainLayout } from './main-layout';

function renderLayout(overrides: Partial<Parameters<typeof MainLayout>[0]> = {}) {
  const props = {
    title: null,
    tone: 'default' as const,
    hasNewNotifications: false,
    onBell: vi.fn(),
    activeTab: 'home' as const,
    onSelectTab: vi.fn(),
    children: <p>본문</p>,
    ...overrides,
  };
  render(<MainLayout {...props} />);
  return props;
}

describe('MainLayout', () => {
  it('제목이 없으면 로고, 있으면 제목을 보여준다', () => {
    renderLayout();
    expect(screen.getByText('조각')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('본문은 문서에 하나뿐인 main 랜드마크에, 헤더는 banner, 탭은 nav 에 있다', () => {
    renderLayout();
    expect(within(screen.getByRole('main')).getByText('본문')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('탭의 첫 화면이 아닌 화면에는 머리글에 뒤로 가기가 있고, 누르면 알린다', async () => {
    const { onBack } = renderLayout({ title: '공지사항', onBack: vi.fn(), activeTab: undefined });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '뒤로 가기' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('뒤로 갈 곳을 주지 않으면(탭의 첫 화면) 뒤로 가기가 없다', () => {
    renderLayout({ title: '홈' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });

  it('제목과 MY 의 보라색 헤더', () => {
    renderLayout({ title: 'MY', tone: 'my', activeTab: 'my' });
    expect(screen.getByRole('heading', { name: 'MY' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-tone', 'my');
  });

  it('다섯 탭 중 어느 탭을 누르든 알린다 (열린 탭을 누른 것은 라우트가 정한다)', async () => {
    const onSelectTab = vi.fn();
    renderLayout({ onSelectTab });
    const tabs = screen.getAllByRole('button').filter((button) => button.closest('nav'));
    expect(tabs.map((tab) => tab.textContent)).toEqual(['홈', '청약', '자산', '시세', 'my']);
    await userEvent.click(screen.getByRole('button', { name: '홈' }));
    await userEvent.click(screen.getByRole('button', { name: '자산' }));
    expect(onSelectTab.mock.calls).toEqual([['home'], ['assets']]);
  });

  it('종 아이콘은 새 알림 상태를 보여주고 누르면 알린다', async () => {
    const props = renderLayout({ hasNewNotifications: true });
    await userEvent.click(screen.getByRole('button', { name: '알림, 새 알림 있음' }));
    expect(props.onBell).toHaveBeenCalledTimes(1);
  });
});
