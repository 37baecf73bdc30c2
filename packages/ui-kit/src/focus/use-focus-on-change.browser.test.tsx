import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOCUS_SETTLE_MS, keepFocusOnPage } from './keep-focus-on-page';
import { useFocusOnChange } from './use-focus-on-change';

const pastSettling = () => new Promise((resolve) => setTimeout(resolve, FOCUS_SETTLE_MS * 3));

let stop: () => void = () => undefined;
beforeEach(() => {
  stop = keepFocusOnPage(document);
});
afterEach(() => stop());

/** Answers the consent's call when the test says so, as a server would, later. */
let answer: () => void = () => undefined;

/** A consent whose button gives way to the result once the server answers. */
function Consent() {
  const [agreed, setAgreed] = useState(false);
  const doneRef = useFocusOnChange<HTMLHeadingElement>(agreed);
  return (
    <main>
      <h1>마케팅 정보 수신 동의</h1>
      {agreed ? (
        <h2 ref={doneRef} tabIndex={-1}>
          동의했어요
        </h2>
      ) : (
        <button type="button" onClick={() => (answer = () => setAgreed(true))}>
          동의하기
        </button>
      )}
    </main>
  );
}

/** In real Chromium, which drops focus to the body when the focused element goes. */
describe('useFocusOnChange', () => {
  it('결과가 버튼 자리를 차지하면 포커스는 페이지 제목이 아니라 결과 제목으로 가고 그대로 남는다', async () => {
    const user = userEvent.setup();
    render(<Consent />);
    screen.getByRole('button', { name: '동의하기' }).focus();
    await user.keyboard('{Enter}');
    act(() => answer());
    const done = await screen.findByRole('heading', { name: '동의했어요' });
    await expect.poll(() => document.activeElement).toBe(done);
    await pastSettling();
    expect(done).toHaveFocus();
  });

  it('답을 기다리는 동안 다른 곳을 누른 사람의 포커스는 옮기지 않는다', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Consent />
        <input aria-label="메모" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '동의하기' }));
    await user.click(screen.getByRole('textbox', { name: '메모' }));
    act(() => answer());
    await screen.findByRole('heading', { name: '동의했어요' });
    await pastSettling();
    expect(screen.getByRole('textbox', { name: '메모' })).toHaveFocus();
  });
});
