import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { BottomSheet } from './bottom-sheet';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        정렬 열기
      </button>
      <BottomSheet open={open} onOpenChange={setOpen} title="정렬" description="목록 순서를 고르세요.">
        <button type="button">최신순</button>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet', () => {
  it('열면 초점이 안으로, Escape로 닫으면 연 버튼으로 돌아온다', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '정렬 열기' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: '정렬' });
    expect(sheet).toHaveAccessibleDescription('목록 순서를 고르세요.');
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    // The sheet itself: Radix hides the page behind it with aria-hidden while focus is trapped.
    await expectNoAxeViolations(sheet);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('닫기 버튼으로 닫는다', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '정렬 열기' }));
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
