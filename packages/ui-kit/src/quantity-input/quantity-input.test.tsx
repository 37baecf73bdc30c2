import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { QuantityInput } from './quantity-input';

function Controlled({ initial = 1 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityInput label="청약 수량" value={value} onValueChange={setValue} min={1} max={10} unit="주" />;
}

describe('QuantityInput', () => {
  it('−/+ 버튼으로 바꾸고 끝에서는 버튼이 꺼진다', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled initial={9} />);
    const input = screen.getByLabelText('청약 수량');
    await user.click(screen.getByRole('button', { name: '청약 수량 늘리기' }));
    expect(input).toHaveValue('10');
    expect(screen.getByRole('button', { name: '청약 수량 늘리기' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '청약 수량 줄이기' }));
    expect(input).toHaveValue('9');
    await expectNoAxeViolations(container);
  });

  it('최대를 넘게 입력하면 최대로 맞추고 알려 준다', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('청약 수량');
    await user.clear(input);
    await user.type(input, '25');
    expect(input).toHaveValue('10');
    expect(screen.getByText('최대 10주까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('13자리째는 받지 않고 이유를 보여 준다 (최대가 없어도)', async () => {
    const user = userEvent.setup();
    function Unbounded() {
      const [value, setValue] = useState(1);
      return <QuantityInput label="주문 수량" value={value} onValueChange={setValue} unit="주" />;
    }
    render(<Unbounded />);
    const input = screen.getByLabelText('주문 수량');
    await user.clear(input);
    await user.type(input, '1234567890123');
    expect(input).toHaveValue('123456789012');
    expect(screen.getByText('숫자만 12자리까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it('숫자가 아닌 글자는 무시한다', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3} />);
    const input = screen.getByLabelText('청약 수량');
    await user.type(input, 'a');
    expect(input).toHaveValue('3');
  });
});
