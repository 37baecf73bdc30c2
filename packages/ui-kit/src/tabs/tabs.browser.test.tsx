import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { Tabs } from './tabs';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}번 눌렀어요
    </button>
  );
}

/** In real Chromium, where a `hidden` element is out of the layout and cannot take focus. */
describe('Tabs keepMounted 포커스', () => {
  it('숨겨 둔 탭의 패널과 그 안의 버튼에는 Tab 키가 가지 않는다', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tabs
          label="종목 메뉴"
          items={[
            { value: 'book', label: '호가', content: <p>호가 목록</p> },
            { value: 'chart', label: '차트', content: <Counter />, keepMounted: true },
          ]}
        />
        <button type="button">다음</button>
      </>,
    );
    await user.click(screen.getByRole('tab', { name: '차트' }));
    await user.click(screen.getByRole('button', { name: '0번 눌렀어요' }));
    await user.click(screen.getByRole('tab', { name: '호가' }));
    const keptPanel = screen.getByText('1번 눌렀어요').closest('[role="tabpanel"]');
    expect(keptPanel).toBeInstanceOf(HTMLElement);
    expect(getComputedStyle(keptPanel as HTMLElement).display).toBe('none');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('호가 목록');
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '다음' })).toHaveFocus();
  });
});
