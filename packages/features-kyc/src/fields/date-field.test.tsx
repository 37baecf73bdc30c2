import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

/** The date held by its parent, as the KYC draft holds it; the output shows the digits kept. */
function BirthDate({ initial = '' }: { readonly initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField id="birth" label="생년월일" value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('월을 골라 덮어 쓰면 그 자리만 바뀐다 (커서가 - 를 세지 않는다)', async () => {
    const user = userEvent.setup();
    render(<BirthDate initial="19930129" />);
    const field = screen.getByLabelText<HTMLInputElement>('생년월일');
    await user.click(field);
    field.setSelectionRange(5, 7);
    await user.keyboard('10');
    expect(field).toHaveValue('1993-10-29');
    expect(screen.getByRole('status')).toHaveTextContent('19931029');
    expect(field).toHaveAccessibleDescription('숫자 8자리 (예: 20200302)');
  });

  it('9번째 숫자는 말없이 버리지 않고 8자리까지라고 알린다', async () => {
    const user = userEvent.setup();
    render(<BirthDate />);
    const field = screen.getByLabelText('생년월일');
    await user.type(field, '199301291');
    expect(field).toHaveValue('1993-01-29');
    expect(field).toHaveAccessibleDescription('8자리까지 입력할 수 있어요.');
  });

  it('숫자가 아닌 글자는 이유와 함께 버린다', async () => {
    const user = userEvent.setup();
    render(<BirthDate />);
    const field = screen.getByLabelText('생년월일');
    await user.type(field, '1993a');
    expect(field).toHaveValue('1993');
    expect(field).toHaveAccessibleDescription('숫자만 입력할 수 있어요.');
  });

  it('required 면 필수로 읽히고 (aria-required), 브라우저의 required 는 붙이지 않는다', () => {
    render(
      <>
        <DateField id="issue" label="발급일" value="" onValueChange={() => undefined} required />
        <DateField id="visit" label="방문일" value="" onValueChange={() => undefined} />
      </>,
    );
    const issue = screen.getByRole('textbox', { name: '발급일' });
    expect(issue).toHaveAttribute('aria-required', 'true');
    expect(issue).not.toHaveAttribute('required');
    expect(screen.getByRole('textbox', { name: '방문일' })).not.toHaveAttribute('aria-required');
  });
});
