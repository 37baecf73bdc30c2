import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MoneyInput } from './money-input';

function Controlled({ min, max }: { min?: number; max?: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <MoneyInput label="출금 금액" value={value} onValueChange={setValue} min={min} max={max} />
      <output>{value}</output>
    </>
  );
}

describe('MoneyInput', () => {
  it('숫자만 받아 천 단위 쉼표로 보여 준다', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled />);
    await user.type(screen.getByLabelText('출금 금액'), '1234567');
    expect(screen.getByLabelText('출금 금액')).toHaveValue('1,234,567');
    expect(screen.getByRole('status')).toHaveTextContent('1234567');
    expect(container).toHaveTextContent('원');
    await expectNoAxeViolations(container);
  });

  it('최소 금액 미만이면 입력을 마친 뒤(필드를 떠나면) 알리고 입력은 그대로 둔다', async () => {
    const user = userEvent.setup();
    render(<Controlled min={5000} max={100000} />);
    await user.type(screen.getByLabelText('출금 금액'), '4000');
    // 4, 40, 400 on the way to 40,000 are not called too small while typing.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('5,000원 이상 입력해주세요.');
    expect(screen.getByLabelText('출금 금액')).toHaveValue('4,000');
    await user.clear(screen.getByLabelText('출금 금액'));
    await user.type(screen.getByLabelText('출금 금액'), '200000');
    expect(screen.getByRole('alert')).toHaveTextContent('최대 100,000원까지 입력할 수 있어요.');
    expect(screen.getByLabelText('출금 금액')).toHaveValue('200,000');
  });

  it('칸을 떠난 뒤 다시 고칠 때는 최소 금액을 향해 입력하는 동안 알리지 않고, 다시 떠나면 알린다', async () => {
    const user = userEvent.setup();
    render(<Controlled min={5000} />);
    const input = screen.getByLabelText('출금 금액');
    await user.type(input, '4000');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('5,000원 이상 입력해주세요.');
    await user.click(input);
    await user.clear(input);
    await user.type(input, '5');
    expect(input).toHaveValue('5');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('5,000원 이상 입력해주세요.');
  });

  it('소수점이 있는 금액을 붙여 넣으면 소수점 아래를 버리고 이유를 보여 준다 (5,000.00 은 500,000 이 아니다)', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('출금 금액');
    await user.click(input);
    await user.paste('5,000.00');
    expect(input).toHaveValue('5,000');
    expect(screen.getByRole('status')).toHaveTextContent('5000');
    expect(input).toHaveAccessibleDescription('소수점 아래는 입력할 수 없어요.');
  });

  it('13자리째는 받지 않고 이유를 보여 준다', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(screen.getByLabelText('출금 금액'), '1234567890123');
    expect(screen.getByRole('status')).toHaveTextContent('123456789012');
    expect(screen.getByText('숫자만 12자리까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('required 면 입력칸이 필수로 읽히고 (aria-required), 브라우저의 required 는 붙이지 않는다', async () => {
    const { container } = render(
      <>
        <MoneyInput label="출금 금액" value="" onValueChange={() => undefined} required />
        <MoneyInput label="희망 금액" value="" onValueChange={() => undefined} />
      </>,
    );
    const amount = screen.getByRole('textbox', { name: '출금 금액' });
    expect(amount).toHaveAttribute('aria-required', 'true');
    expect(amount).not.toHaveAttribute('required');
    expect(screen.getByRole('textbox', { name: '희망 금액' })).not.toHaveAttribute('aria-required');
    await expectNoAxeViolations(container);
  });
});
