import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../styles.css';
import { TextField, type TextFieldProps } from './text-field';

function Controlled({ initial = '', ...props }: Omit<TextFieldProps, 'value' | 'onValueChange'> & { readonly initial?: string }) {
  const [value, setValue] = useState(initial);
  return <TextField {...props} value={value} onValueChange={setValue} />;
}

const dashed = (digits: string) => [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');

/**
 * In real Chromium with real key presses: writing the cleaned text back into the field puts the
 * caret at the end, which only a real browser does as a phone does.
 */
describe('TextField 가운데를 고칠 때 커서', () => {
  it('날짜 칸에서 월을 골라 덮어 쓰면 그 자리만 바뀐다', async () => {
    render(<Controlled label="생년월일" cleaner="digits" maxLength={8} format={dashed} initial="19930129" />);
    const input = screen.getByLabelText<HTMLInputElement>('생년월일');
    await userEvent.click(input);
    input.setSelectionRange(5, 7);
    await userEvent.keyboard('10');
    expect(input).toHaveValue('1993-10-29');
  });

  it('영문 이름 칸은 가운데에 친 소문자를 대문자로 쓰고 커서는 그 뒤에 둔다', async () => {
    render(<Controlled label="영문 성" cleaner="english-name" initial="JNG" />);
    const input = screen.getByLabelText<HTMLInputElement>('영문 성');
    await userEvent.click(input);
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('u');
    expect(input).toHaveValue('JUNG');
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    await userEvent.keyboard('x');
    expect(input).toHaveValue('JUXNG');
  });
});
