import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOCUS_SETTLE_MS, keepFocusOnPage } from './keep-focus-on-page';

/** Past the moment the watcher would act: for the cases where it must not. */
const pastSettling = () => new Promise((resolve) => setTimeout(resolve, FOCUS_SETTLE_MS * 3));

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

/** A check whose button gives way to the form, which focuses its first field itself (or not). */
function CheckThenForm({ focusesItself, answerMs = 0 }: { focusesItself: boolean; answerMs?: number }) {
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
        <button type="button" onClick={() => (answerMs > 0 ? setTimeout(() => setChecked(true), answerMs) : setChecked(true))}>
          가입 여부 확인
        </button>
      )}
    </main>
  );
}

/** In real Chromium, which drops focus to the body when the focused element goes. */
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
    await pastSettling();
    expect(screen.getByRole('textbox', { name: '법인명' })).toHaveFocus();
  });

  it('서버의 답을 받고 나서 스스로 옮기는 화면도 먼저 옮기게 둔다', async () => {
    const user = userEvent.setup();
    render(<CheckThenForm focusesItself answerMs={10} />);
    const focused: string[] = [];
    const record = (event: FocusEvent) => focused.push((event.target as Element).tagName);
    document.addEventListener('focusin', record);
    await user.tab();
    await user.keyboard('{Enter}');
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe('법인명');
    await pastSettling();
    document.removeEventListener('focusin', record);
    expect(screen.getByRole('textbox', { name: '법인명' })).toHaveFocus();
    // Straight from the button to the field: the heading never took focus in between.
    expect(focused).toEqual(['BUTTON', 'INPUT']);
  });

  it('스스로 옮기지 않는 화면에서는 제목으로 간다', async () => {
    const user = userEvent.setup();
    render(<CheckThenForm focusesItself={false} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { name: '법인 정보' }));
  });

  it.each([
    ['꺼지면', 'disabled'],
    ['숨으면', 'hidden'],
    ['inert 가 되면', 'inert'],
  ])('포커스가 있던 버튼이 %s 제목으로 간다', async (_case, attribute) => {
    const user = userEvent.setup();
    render(
      <main>
        <h1>출금</h1>
        <button type="button">출금하기</button>
      </main>,
    );
    const button = screen.getByRole('button', { name: '출금하기' });
    await user.tab();
    act(() => button.setAttribute(attribute, ''));
    const heading = screen.getByRole('heading', { name: '출금' });
    await expect.poll(() => document.activeElement).toBe(heading);
    // Focusable by script only while it has focus: it leaves no tab stop and takes no later click.
    act(() => heading.blur());
    expect(heading).not.toHaveAttribute('tabindex');
  });

  it('본문에 제목이 없는 화면에서는 머리글의 제목으로 간다', async () => {
    const user = userEvent.setup();
    function Market() {
      const [levels, setLevels] = useState(['12,000원', '11,950원']);
      return (
        <>
          <header>
            <h1>을지로 파인타워 1호</h1>
          </header>
          <main>
            {levels.map((level) => (
              <button key={level} type="button" onClick={() => setLevels((all) => all.filter((each) => each !== level))}>
                {level}
              </button>
            ))}
          </main>
        </>
      );
    }
    render(<Market />);
    await user.tab();
    await user.keyboard('{Enter}');
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { name: '을지로 파인타워 1호' }));
  });

  it('사람이 빈 곳을 눌러 놓은 포커스는, 그 버튼이 나중에 사라져도 건드리지 않는다', async () => {
    const user = userEvent.setup();
    function Alerts() {
      const [unread, setUnread] = useState(true);
      return (
        <main>
          <h1>알림</h1>
          <p>새 알림이 없어요.</p>
          {unread ? (
            <button type="button" onClick={() => setUnread(false)}>
              모두 읽음
            </button>
          ) : null}
          <button type="button" onClick={() => setTimeout(() => setUnread(false), 0)}>
            나중에 읽음 처리
          </button>
        </main>
      );
    }
    render(<Alerts />);
    await user.tab();
    expect(screen.getByRole('button', { name: '모두 읽음' })).toHaveFocus();
    await user.click(screen.getByText('새 알림이 없어요.'));
    expect(document.activeElement).toBe(document.body);
    // The button goes a while after focus was let go of.
    await pastSettling();
    act(() => screen.getByRole('button', { name: '나중에 읽음 처리' }).click());
    await expect.poll(() => screen.queryByRole('button', { name: '모두 읽음' })).toBeNull();
    await pastSettling();
    expect(document.activeElement).toBe(document.body);
  });

  it('창이 포커스를 잃은 것(다른 앱으로 간 것)은 놓은 것이 아니다: 그 사이 버튼이 사라지면 제목으로 간다', async () => {
    const user = userEvent.setup();
    function Alerts() {
      const [unread, setUnread] = useState(true);
      return (
        <main>
          <h1>알림</h1>
          {unread ? <button type="button">모두 읽음</button> : null}
          <button type="button" onClick={() => setUnread(false)}>
            다른 기기에서 읽음
          </button>
        </main>
      );
    }
    render(<Alerts />);
    await user.tab();
    const button = screen.getByRole('button', { name: '모두 읽음' });
    expect(button).toHaveFocus();
    // What the window losing focus to another app says: focusout with no next target, while the
    // button stays the document's active element.
    button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    await pastSettling();
    expect(document.activeElement).toBe(button);
    // Read on another device meanwhile: a click by script, which moves no focus.
    act(() => screen.getByRole('button', { name: '다른 기기에서 읽음' }).click());
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { name: '알림' }));
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
    await pastSettling();
    expect(screen.getByRole('heading', { name: '자산' })).not.toHaveFocus();
  });

  it('멈추면 기다리던 일도 하지 않는다', async () => {
    const user = userEvent.setup();
    render(<Orders />);
    await user.tab();
    await user.keyboard('{Enter}');
    stop();
    await pastSettling();
    expect(screen.getByRole('heading', { name: '미체결 주문' })).not.toHaveFocus();
  });
});
