import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
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

  it('화면이 바꾼 탭은, 누른 버튼이 이전 패널과 함께 사라졌으면 포커스를 받는다', async () => {
    const user = userEvent.setup();
    function Assets() {
      const [tab, setTab] = useState<'overview' | 'dw'>('overview');
      return (
        <>
          <Tabs
            label="자산 메뉴"
            value={tab}
            onValueChange={setTab}
            items={[
              {
                value: 'overview',
                label: '자산 현황',
                content: (
                  <button type="button" onClick={() => setTab('dw')}>
                    출금 끝내기
                  </button>
                ),
              },
              { value: 'dw', label: '입출금 내역', content: <p>출금 100,000원</p> },
            ]}
          />
          <button type="button" onClick={() => setTab('overview')}>
            현황으로
          </button>
        </>
      );
    }
    render(<Assets />);
    await user.click(screen.getByRole('button', { name: '출금 끝내기' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('출금 100,000원');
    expect(screen.getByRole('tab', { name: '입출금 내역' })).toHaveFocus();
    // A control that stays where it is keeps focus when it changes the tab.
    await user.click(screen.getByRole('button', { name: '현황으로' }));
    expect(screen.getByRole('tab', { name: '자산 현황' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '현황으로' })).toHaveFocus();
  });
  it('keepMounted 탭은 한 번 열린 뒤 다른 탭에서도 그대로 두고, 숨겨서 읽히지 않는다', async () => {
    const user = userEvent.setup();
    const mounts = vi.fn();
    function Counter() {
      const [count, setCount] = useState(0);
      useEffect(() => mounts(), []);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {count}번 눌렀어요
        </button>
      );
    }
    const { container } = render(
      <Tabs
        label="종목 메뉴"
        items={[
          { value: 'book', label: '호가', content: <p>호가 목록</p> },
          { value: 'chart', label: '차트', content: <Counter />, keepMounted: true },
        ]}
      />,
    );
    // Not drawn before it is first opened.
    expect(mounts).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: '차트' }));
    await user.click(screen.getByRole('button', { name: '0번 눌렀어요' }));
    await user.click(screen.getByRole('tab', { name: '호가' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('호가 목록');
    expect(screen.queryByRole('button', { name: '1번 눌렀어요' })).toBeNull();
    const keptPanel = screen.getByText('1번 눌렀어요').closest('[role="tabpanel"]');
    expect(keptPanel).toHaveAttribute('hidden');
    expect(keptPanel).not.toBeVisible();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('tab', { name: '차트' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('1번 눌렀어요');
    expect(mounts).toHaveBeenCalledTimes(1);
    // A panel without keepMounted still leaves with its tab.
    expect(screen.queryByText('호가 목록')).toBeNull();
  });
});
