import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusOnChange } from './use-focus-on-change';

/** An editor in the way MY's are: an opener, and a form in its place that closes back to it. */
function Editor({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const titleRef = useFocusOnChange<HTMLHeadingElement>(open);
  const openerRef = useFocusOnChange<HTMLButtonElement>(open);
  return open ? (
    <section>
      <h2 ref={titleRef} tabIndex={-1}>
        법인 정보 변경
      </h2>
      <button type="button" onClick={() => setOpen(false)}>
        닫기
      </button>
    </section>
  ) : (
    <button ref={openerRef} type="button" onClick={() => setOpen(true)}>
      변경하기
    </button>
  );
}

/** A result whose key the test changes from outside, as a refetch would, with nothing pressed. */
function Notice({ voted }: { voted: boolean }) {
  const noticeRef = useFocusOnChange<HTMLParagraphElement>(voted);
  return (
    <>
      <button type="button">안건 자료</button>
      <p ref={noticeRef} tabIndex={-1}>
        {voted ? '투표를 완료했어요' : '투표할 수 있어요'}
      </p>
    </>
  );
}

const aTaskLater = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useFocusOnChange', () => {
  it('leaves focus alone on the first render, even when its element is drawn', () => {
    render(<Editor startOpen />);
    expect(screen.getByRole('heading', { name: '법인 정보 변경' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('focuses the element drawn when the key changes, and the other one when it changes back', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.click(screen.getByRole('button', { name: '변경하기' }));
    expect(screen.getByRole('heading', { name: '법인 정보 변경' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.getByRole('button', { name: '변경하기' })).toHaveFocus();
  });

  it('leaves focus the person put elsewhere while the answer was on its way', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    function SlowConsent() {
      const [agreed, setAgreed] = useState(false);
      const doneRef = useFocusOnChange<HTMLHeadingElement>(agreed);
      return (
        <>
          {agreed ? (
            <h2 ref={doneRef} tabIndex={-1}>
              동의했어요
            </h2>
          ) : (
            <button type="button" onClick={() => (answer = () => setAgreed(true))}>
              동의하기
            </button>
          )}
          <input aria-label="메모" />
        </>
      );
    }
    render(<SlowConsent />);
    await user.click(screen.getByRole('button', { name: '동의하기' }));
    await user.click(screen.getByRole('textbox', { name: '메모' }));
    act(() => answer());
    await aTaskLater();
    expect(screen.getByRole('heading', { name: '동의했어요' })).not.toHaveFocus();
    expect(screen.getByRole('textbox', { name: '메모' })).toHaveFocus();
  });

  it('moves nothing when the key changes with nothing taken away: focus on a control that stays, or let go', async () => {
    const { rerender } = render(<Notice voted={false} />);
    const documents = screen.getByRole('button', { name: '안건 자료' });
    documents.focus();
    rerender(<Notice voted />);
    await aTaskLater();
    expect(documents).toHaveFocus();

    documents.blur();
    await aTaskLater();
    rerender(<Notice voted={false} />);
    await aTaskLater();
    expect(screen.getByText('투표할 수 있어요')).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('누른 버튼이 사라지지 않고 disabled 가 되어도 포커스를 빼앗긴 것으로 본다', async () => {
    const user = userEvent.setup();
    function Check() {
      const [checked, setChecked] = useState(false);
      const resultRef = useFocusOnChange<HTMLParagraphElement>(checked);
      return (
        <>
          <button type="button" disabled={checked} onClick={() => setChecked(true)}>
            가입 여부 확인
          </button>
          {checked ? (
            <p ref={resultRef} tabIndex={-1}>
              가입할 수 있어요
            </p>
          ) : null}
        </>
      );
    }
    render(<Check />);
    await user.click(screen.getByRole('button', { name: '가입 여부 확인' }));
    expect(screen.getByRole('button', { name: '가입 여부 확인' })).toBeDisabled();
    expect(screen.getByText('가입할 수 있어요')).toHaveFocus();
  });

  it('창이 포커스를 잃은 것(다른 앱으로 간 것)은 놓은 것이 아니다', async () => {
    function Verify() {
      const [verified, setVerified] = useState(false);
      const doneRef = useFocusOnChange<HTMLHeadingElement>(verified);
      return (
        <>
          {verified ? (
            <h2 ref={doneRef} tabIndex={-1}>
              본인인증이 끝났어요
            </h2>
          ) : (
            <button type="button">본인인증 하기</button>
          )}
          <button type="button" onClick={() => setVerified(true)}>
            인증 결과 받기
          </button>
        </>
      );
    }
    render(<Verify />);
    const button = screen.getByRole('button', { name: '본인인증 하기' });
    button.focus();
    // The verifier app takes the window's focus; the button stays the active element.
    button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    await aTaskLater();
    // The verifier's answer arrives: a click by script, which moves no focus.
    act(() => screen.getByRole('button', { name: '인증 결과 받기' }).click());
    expect(screen.getByRole('heading', { name: '본인인증이 끝났어요' })).toHaveFocus();
  });
});
