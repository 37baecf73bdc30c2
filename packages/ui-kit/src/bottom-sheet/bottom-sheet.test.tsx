// The dialog over a sheet renders sanitised HTML, which DOMPurify mis-sanitises under happy-dom: jsdom.
// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DialogHost } from '../dialog/dialog-host';
import { dismissTopDialog, hasDismissibleDialog, openDialog } from '../dialog/dialog-queue';
import { BottomSheet, type BottomSheetProps } from './bottom-sheet';

function Harness({ closeInnerLayer }: Pick<BottomSheetProps, 'closeInnerLayer'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        정렬 열기
      </button>
      <BottomSheet open={open} onOpenChange={setOpen} title="정렬" description="목록 순서를 고르세요." closeInnerLayer={closeInnerLayer}>
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

describe('BottomSheet closeInnerLayer', () => {
  it('Escape 와 뒤로 가기는 안쪽 층을 먼저 닫게 하고, 닫았다고 하면 시트는 열려 있다', async () => {
    const user = userEvent.setup();
    let innerOpen = 2;
    const closeInnerLayer = vi.fn(() => innerOpen-- > 0);
    render(<Harness closeInnerLayer={closeInnerLayer} />);
    await user.click(screen.getByRole('button', { name: '정렬 열기' }));
    const sheet = await screen.findByRole('dialog', { name: '정렬' });
    await user.click(screen.getByRole('button', { name: '최신순' }));
    await user.keyboard('{Escape}');
    act(() => expect(dismissTopDialog()).toBe('dismissed'));
    expect(closeInnerLayer).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: '정렬' })).toBe(sheet);
    // Nothing left inside: the next back closes the sheet.
    act(() => expect(dismissTopDialog()).toBe('dismissed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/** A withdrawal sheet: an amount field, and a password keypad that closes as an inner layer. */
function WithdrawHarness() {
  const [open, setOpen] = useState(true);
  const [keypad, setKeypad] = useState(false);
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      title="출금"
      closeInnerLayer={() => {
        if (!keypad) return false;
        setKeypad(false);
        return true;
      }}
    >
      <label>
        출금 금액
        <input inputMode="numeric" />
      </label>
      <button type="button" onClick={() => setKeypad(true)}>
        비밀번호 입력
      </button>
      {keypad ? <div role="group" aria-label="비밀번호 키패드" /> : null}
    </BottomSheet>
  );
}

describe('BottomSheet 바깥 누르기', () => {
  it('키패드가 열려 있으면 바깥을 눌러도 키패드만 닫히고 적은 금액은 남으며, 다시 누르면 시트가 닫힌다', async () => {
    const user = userEvent.setup();
    render(<WithdrawHarness />);
    const sheet = await screen.findByRole('dialog', { name: '출금' });
    await user.type(screen.getByRole('textbox', { name: '출금 금액' }), '50000');
    await user.click(screen.getByRole('button', { name: '비밀번호 입력' }));
    expect(screen.getByRole('group', { name: '비밀번호 키패드' })).toBeInTheDocument();
    const backdrop = document.querySelector('.jg-sheet-overlay') as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('group', { name: '비밀번호 키패드' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '출금' })).toBe(sheet);
    expect(screen.getByRole('textbox', { name: '출금 금액' })).toHaveValue('50000');
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '출금' })).not.toBeInTheDocument());
  });
});

describe('BottomSheet 와 뒤로 가기 (dismissTopDialog)', () => {
  it('열린 시트는 뒤로 가기가 닫고, 초점은 연 버튼으로 돌아온다', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(hasDismissibleDialog()).toBe(false);
    const opener = screen.getByRole('button', { name: '정렬 열기' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: '정렬' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    expect(hasDismissibleDialog()).toBe(true);
    act(() => expect(dismissTopDialog()).toBe('dismissed'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(hasDismissibleDialog()).toBe(false);
    expect(dismissTopDialog()).toBe('none');
  });

  it('시트 위에 대화상자가 있으면 대화상자가 먼저 닫히고, 다음 뒤로 가기가 시트를 닫는다', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <DialogHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '정렬 열기' }));
    await screen.findByRole('dialog', { name: '정렬' });
    let answer!: Promise<boolean>;
    act(() => {
      answer = openDialog({ name: 'ASK', title: '정렬을 바꿀까요', contents: '목록이 다시 그려져요.', buttons: [{ text: '확인', style: 'primary', response: true }] });
    });
    await screen.findByRole('dialog', { name: '정렬을 바꿀까요' });
    act(() => expect(dismissTopDialog()).toBe('dismissed'));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '정렬을 바꿀까요' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: '정렬' })).toBeInTheDocument();
    act(() => expect(dismissTopDialog()).toBe('dismissed'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '정렬' })).not.toBeInTheDocument());
  });
});
