import { renderScreen } from '@jogak/feature-testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QnaForm } from './qna-form';

describe('QnaForm 글자 수', () => {
  it('"12/100자"로 그리되 "100자 중 12자"로 읽힌다', async () => {
    const user = userEvent.setup();
    renderScreen(<QnaForm submitLabel="문의 등록하기" failureText="문의를 등록하지 못했어요." onSubmit={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: '제목' });
    const contents = screen.getByRole('textbox', { name: '문의 내용' });
    expect(title).toHaveAccessibleDescription('100자 중 0자');
    expect(contents).toHaveAccessibleDescription('1,000자 중 0자');
    await user.type(title, '주문이 체결되지 않아요');
    await user.type(contents, '어제 낸 주문이 아직 그대로예요.');
    expect(title).toHaveAccessibleDescription('100자 중 12자');
    expect(contents).toHaveAccessibleDescription('1,000자 중 18자');
    // The drawn counters are unchanged, and hidden from screen readers.
    expect(screen.getByText('12/100자')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('18/1,000자')).toHaveAttribute('aria-hidden', 'true');
  });

  it('이모지는 한 자로 센다', async () => {
    const user = userEvent.setup();
    renderScreen(<QnaForm submitLabel="문의 등록하기" failureText="문의를 등록하지 못했어요." onSubmit={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: '제목' });
    const contents = screen.getByRole('textbox', { name: '문의 내용' });
    await user.click(title);
    await user.paste('입금 확인 부탁드려요 🙏');
    await user.click(contents);
    await user.paste('확인 부탁드려요 🙏🙏');
    expect(title).toHaveAccessibleDescription('100자 중 13자');
    expect(contents).toHaveAccessibleDescription('1,000자 중 11자');
    expect(screen.getByText('13/100자')).toBeInTheDocument();
  });

  it('제목을 쳐도 알림 영역은 말하지 않는다: 글자 수는 물을 때 읽히는 설명이다', async () => {
    const user = userEvent.setup();
    renderScreen(<QnaForm submitLabel="문의 등록하기" failureText="문의를 등록하지 못했어요." onSubmit={vi.fn()} />);
    const title = screen.getByRole('textbox', { name: '제목' });
    const liveText = () =>
      Array.from(document.querySelectorAll('[aria-live], [role="alert"], [role="status"], [role="log"]'), (region) => region.textContent);
    const before = liveText();
    await user.type(title, '입금 확인');
    expect(title).toHaveAccessibleDescription('100자 중 5자');
    expect(liveText()).toEqual(before);
  });

  it('제목이 비면 알리고, 글자 수와 함께 칸의 설명이 된다', async () => {
    const user = userEvent.setup();
    renderScreen(<QnaForm submitLabel="문의 등록하기" failureText="문의를 등록하지 못했어요." onSubmit={vi.fn()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '문의 유형' }), '서비스');
    await user.type(screen.getByRole('textbox', { name: '문의 내용' }), '출금이 안 돼요.');
    await user.click(screen.getByRole('button', { name: '문의 등록하기' }));
    const title = screen.getByRole('textbox', { name: '제목' });
    expect(screen.getByRole('alert')).toHaveTextContent('제목을 입력해주세요.');
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('100자 중 0자 제목을 입력해주세요.');
    await user.type(title, '출금');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(title).not.toHaveAttribute('aria-invalid');
  });
});

// ui-kit's field draws a control's edge, its focus ring (`:focus-within`) and its red when invalid
// on the `jg-field__control` around it: a control outside one has none of them. The look itself is
// ui-kit's CSS, checked in the stories (Chromium).
const INVALID_FIELD_EDGE = ".jg-field[data-invalid='true'] .jg-field__control";

describe('QnaForm 칸의 테두리', () => {
  it('문의 유형, 제목, 문의 내용은 테두리 안에 있고, 비워 보내면 셋 다 틀린 칸의 테두리로 그려진다', async () => {
    const user = userEvent.setup();
    renderScreen(<QnaForm submitLabel="문의 등록하기" failureText="문의를 등록하지 못했어요." onSubmit={vi.fn()} />);
    const controls = [
      screen.getByRole('combobox', { name: '문의 유형' }),
      screen.getByRole('textbox', { name: '제목' }),
      screen.getByRole('textbox', { name: '문의 내용' }),
    ];
    for (const control of controls) expect(control.parentElement).toHaveClass('jg-field__control');
    await user.click(screen.getByRole('button', { name: '문의 등록하기' }));
    expect(controls.map((control) => control.parentElement?.matches(INVALID_FIELD_EDGE))).toEqual([true, true, true]);
  });
});
