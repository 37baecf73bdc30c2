import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../styles.css';
import { MoneyInput } from './money-input';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <MoneyInput label="출금 금액" value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

/**
 * In real Chromium with real key presses: writing the formatted amount back into the field puts
 * the caret at the end, which only a real browser does, so only here can the caret be checked.
 */
describe('MoneyInput 가운데를 고칠 때 커서', () => {
  async function typed(amount: string): Promise<HTMLInputElement> {
    render(<Controlled />);
    const input = screen.getByLabelText<HTMLInputElement>('출금 금액');
    await userEvent.click(input);
    await userEvent.keyboard(amount);
    return input;
  }

  it('쉼표 바로 뒤에서 지우면 쉼표 앞 숫자를 지우고 커서는 그 자리에 있다', async () => {
    const input = await typed('1234567');
    expect(input).toHaveValue('1,234,567');
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('234,567');
    expect(screen.getByRole('status')).toHaveTextContent('234567');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 0]);
  });

  it('가운데 숫자를 지우면 커서는 끝으로 가지 않고 지운 숫자 자리에 있다', async () => {
    const input = await typed('1234567');
    expect(input).toHaveValue('1,234,567');
    // The caret after the 4 (index 5).
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('123,567');
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
  });

  it('가운데에 숫자를 넣어 쉼표 자리가 바뀌어도 커서는 넣은 숫자 바로 뒤에 있다', async () => {
    const input = await typed('123456');
    expect(input).toHaveValue('123,456');
    // The caret after the 1 (index 1); typing 9 makes '1,923,456', the caret after the 9.
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('1,923,456');
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
  });

  it('쉼표 바로 앞에서 Delete 를 누르면 쉼표 뒤 숫자를 지운다', async () => {
    const input = await typed('1234567');
    expect(input).toHaveValue('1,234,567');
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('{Delete}');
    expect(input).toHaveValue('134,567');
    expect([input.selectionStart, input.selectionEnd]).toEqual([1, 1]);
  });
});
