import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepFocusOnPage } from './keep-focus-on-page';

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = keepFocusOnPage(document);
});
afterEach(() => stop());

/** Unfilled orders, each with its own 취소 that removes it. */
function Orders() {
  const [orders, setOrders] = useState(['매수 10,000원', '매도 12,000원']);
  return (
    <main>
      <h1>미체결 주문</h1>
      <ul>
        {orders.map((order) => (
          <li key={order}>
            {order}
            <button type="button" onClick={() => setOrders((all) => all.filter((each) => each !== order))}>
              {order} 취소
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** A check whose button gives way to the form, which focuses its first field itself. */
function CheckThenForm({ focusesItself }: { focusesItself: boolean }) {
  const [checked, setChecked] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checked && focusesItself) field.current?.focus();
  }, [checked, focusesItself]);
  return (
    <main>
      <h1>법인 정보</h1>
      {checked ? (
        <input ref={field} aria-label="법인명" />
      ) : (
        <button type="button" onClick={() => setChecked(true)}>
          가입 여부 확인
        </button>
      )}
    </main>
  );
}

/** In real Chromium, which drops focus to the body without an event when its element goes. */
describe('keepFocusOnPage', () => {
  it('포커스가 있던 줄이 지워지면 포커스는 본문이 아니라 페이지 제목으로 간다', async () => {
    const user = userEvent.setup();
    render(<Orders />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '매도 12,000원 취소' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: '매도 12,000원 취소' })).toBeNull();
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { name: '미체결 주문' }));
    // Reachable by script only: the heading is not a tab stop.
    expect(screen.getByRole('heading', { name: '미체결 주문' })).toHaveAttribute('tabindex', '-1');
  });

  it('화면이 스스로 포커스를 옮기면 그대로 둔다', async () => {
    const user = userEvent.setup();
    render(<CheckThenForm focusesItself />);
    await user.tab();
    await user.keyboard('{Enter}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('textbox', { name: '법인명' }));
    // A task later, still there.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('textbox', { name: '법인명' })).toHaveFocus();
  });

  it('스스로 옮기지 않는 화면에서는 제목으로 간다', async () => {
    const user = userEvent.setup();
    render(<CheckThenForm focusesItself={false} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { name: '법인 정보' }));
  });

  it('포커스가 있던 버튼이 꺼지거나 숨으면 제목으로 간다', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <h1>출금</h1>
        <button type="button">출금하기</button>
      </main>,
    );
    const button = screen.getByRole('button', { name: '출금하기' });
    await user.tab();
    act(() => button.setAttribute('disabled', ''));
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { name: '출금' }));
  });

  it('사람이 빈 곳을 눌러 포커스를 놓은 것은 건드리지 않는다', async () => {
    const user = userEvent.setup();
    render(
      <main>
        <h1>알림</h1>
        <p>새 알림이 없어요.</p>
        <button type="button">모두 읽음</button>
      </main>,
    );
    await user.tab();
    await user.click(screen.getByText('새 알림이 없어요.'));
    act(() => document.body.append(document.createElement('div')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });

  it('열린 대화상자 안의 일은 대화상자가 맡는다', async () => {
    const user = userEvent.setup();
    function Dialog() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>자산</h1>
          <div role="dialog" data-state="open" aria-label="출금">
            {open ? (
              <button type="button" onClick={() => setOpen(false)}>
                닫기
              </button>
            ) : null}
          </div>
        </main>
      );
    }
    render(<Dialog />);
    await user.tab();
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: '자산' })).not.toHaveFocus();
  });
});
