import { render, screen } from '@testing-library/react';
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

  it('leaves focus the person put elsewhere before the change', async () => {
    const user = userEvent.setup();
    function SlowEditor() {
      const [open, setOpen] = useState(false);
      const titleRef = useFocusOnChange<HTMLHeadingElement>(open);
      return (
        <>
          <button type="button" onClick={() => setTimeout(() => setOpen(true), 0)}>
            열기
          </button>
          <input aria-label="메모" />
          {open ? (
            <h2 ref={titleRef} tabIndex={-1}>
              열었어요
            </h2>
          ) : null}
        </>
      );
    }
    render(<SlowEditor />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.click(screen.getByRole('textbox', { name: '메모' }));
    await screen.findByRole('heading', { name: '열었어요' });
    expect(screen.getByRole('textbox', { name: '메모' })).toHaveFocus();
  });

  it('moves nothing when the key is rendered again unchanged', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Editor />);
    await user.click(screen.getByRole('button', { name: '변경하기' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    // Focus let go to the body: a render with the same key must not take it.
    screen.getByRole('button', { name: '변경하기' }).blur();
    rerender(<Editor />);
    expect(document.body).toHaveFocus();
  });
});
