import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { QuantityInput } from './quantity-input';

function Controlled({ initial = 1 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityInput label="청약 수량" value={value} onValueChange={setValue} min={1} max={10} unit="주" />;
}

/** Shows the value the parent holds, to check it is never below `min` whatever the field shows. */
function Reported({ initial, min, max }: { initial: number; min: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityInput label="계산할 수량" value={value} onValueChange={setValue} min={min} max={max} unit="주" />
      <output>{Number.isNaN(value) ? 'NaN' : String(value)}</output>
    </>
  );
}

/** The text of every polite live region, as a screen reader hears their changes. */
function spoken(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent ?? '').filter((text) => text !== '');
}

/** The order sheet's quantity: 최대 sets it from outside, while focus is on that button. */
function WithMaxButton() {
  const [value, setValue] = useState(0);
  return (
    <>
      <QuantityInput label="주문 수량" value={value} onValueChange={setValue} min={0} unit="주" />
      <button type="button" onClick={() => setValue(498)}>
        최대
      </button>
    </>
  );
}

describe('QuantityInput', () => {
  it('−/+ 버튼으로 바꾸고, 끝에서는 버튼이 꺼진 채 포커스를 지키며 눌러도 값이 그대로다', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled initial={9} />);
    const input = screen.getByLabelText('청약 수량');
    const more = screen.getByRole('button', { name: '청약 수량 늘리기' });
    await user.click(more);
    expect(input).toHaveValue('10');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).not.toBeDisabled();
    await user.click(more);
    expect(input).toHaveValue('10');
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

  it('숫자가 아닌 글자는 받지 않고 TextField 처럼 이유를 보여 준다', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3} />);
    const input = screen.getByLabelText('청약 수량');
    await user.type(input, 'a');
    expect(input).toHaveValue('3');
    expect(screen.getByText('숫자만 입력할 수 있어요.')).toBeInTheDocument();
    await user.type(input, '{Backspace}7');
    expect(input).toHaveValue('7');
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();
  });

  it('소수점을 붙여 넣으면 소수점 아래를 버리고 이유를 보여 준다 (1.5 는 15 가 아니라 1)', async () => {
    const user = userEvent.setup();
    render(<Reported initial={3} min={0} />);
    const input = screen.getByLabelText('계산할 수량');
    await user.clear(input);
    await user.paste('1.5');
    expect(input).toHaveValue('1');
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(input).toHaveAccessibleDescription('소수점 아래는 입력할 수 없어요.');
  });

  it('전각 숫자(한글 IME 전각 모드)도 숫자로 받는다', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={3} />);
    const input = screen.getByLabelText('청약 수량');
    await user.clear(input);
    await user.type(input, '５');
    expect(input).toHaveValue('5');
    expect(screen.queryByText('숫자만 입력할 수 있어요.')).not.toBeInTheDocument();
  });

  it('칸을 비우고 새 수를 입력할 수 있고, 부모 값은 최소 아래로 내려가지 않는다', async () => {
    const user = userEvent.setup();
    render(<Reported initial={10} min={1} max={100} />);
    const input = screen.getByLabelText('계산할 수량');
    await user.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(screen.queryByText('1주 이상 입력해주세요.')).not.toBeInTheDocument();
    await user.type(input, '5');
    expect(input).toHaveValue('5');
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('최소보다 작은 수는 칸을 떠날 때 최소로 맞추고 알려 준다 (입력하는 동안에는 그대로 둔다)', async () => {
    const user = userEvent.setup();
    render(<Reported initial={20} min={10} max={100} />);
    const input = screen.getByLabelText('계산할 수량');
    await user.clear(input);
    await user.type(input, '1');
    expect(input).toHaveValue('1');
    expect(screen.getByRole('status')).toHaveTextContent('10');
    await user.type(input, '5');
    expect(input).toHaveValue('15');
    expect(screen.getByRole('status')).toHaveTextContent('15');

    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    expect(input).toHaveValue('10');
    expect(screen.getByRole('status')).toHaveTextContent('10');
    expect(screen.getByText('10주 이상 입력해주세요.')).toBeInTheDocument();

    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('10');
    expect(screen.getByText('10주 이상 입력해주세요.')).toBeInTheDocument();
  });

  it('비운 칸에서도 −/+ 버튼은 최소에서부터 움직인다', async () => {
    const user = userEvent.setup();
    render(<Reported initial={5} min={1} max={100} />);
    const input = screen.getByLabelText('계산할 수량');
    await user.clear(input);
    expect(screen.getByRole('button', { name: '계산할 수량 줄이기' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '계산할 수량 늘리기' }));
    expect(input).toHaveValue('2');
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(screen.queryByText('1주 이상 입력해주세요.')).not.toBeInTheDocument();
  });

  it('비운 칸의 값을 부모가 밖에서 바꾸면 입력하던 글자는 버리고, 값이 다시 최소가 되어도 되살리지 않는다', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn<(value: number) => void>();
    const { rerender } = render(<QuantityInput label="청약 수량" value={5} onValueChange={onValueChange} min={1} max={100} unit="주" />);
    const input = screen.getByLabelText('청약 수량');
    await user.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(1);
    rerender(<QuantityInput label="청약 수량" value={1} onValueChange={onValueChange} min={1} max={100} unit="주" />);
    expect(input).toHaveValue('');
    // The parent sets the quantity itself (e.g. 최대 수량), then back to 1 (e.g. 초기화), while the field keeps focus.
    rerender(<QuantityInput label="청약 수량" value={8} onValueChange={onValueChange} min={1} max={100} unit="주" />);
    expect(input).toHaveValue('8');
    rerender(<QuantityInput label="청약 수량" value={1} onValueChange={onValueChange} min={1} max={100} unit="주" />);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('1');
    await user.tab();
    expect(input).toHaveValue('1');
    expect(screen.queryByText('1주 이상 입력해주세요.')).not.toBeInTheDocument();
  });

  it('거절한 이유를 알릴 영역은 입력 전부터 비어 있고, 이유는 그 영역에 들어간다 (새로 생긴 영역은 읽히지 않는다)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled />);
    const input = screen.getByLabelText('청약 수량');
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-describedby');
    // 1 becomes 15, above the maximum of 10.
    await user.type(input, '5');
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('최대 10주까지 입력할 수 있어요.');
    expect(input).toHaveAccessibleDescription('최대 10주까지 입력할 수 있어요.');
    await expectNoAxeViolations(container);
  });

  it('최소가 0 인 칸은 0 대신 비어 있어, 칸의 어디를 눌러 12 를 쳐도 12 다 (120 이 아니다)', async () => {
    const user = userEvent.setup();
    render(<Reported initial={0} min={0} />);
    const input = screen.getByLabelText<HTMLInputElement>('계산할 수량');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', '0');
    // A tap on the field's left: the caret before whatever it shows.
    await user.click(input);
    input.setSelectionRange(0, 0);
    await user.keyboard('12');
    expect(input).toHaveValue('12');
    expect(screen.getByRole('status')).toHaveTextContent('12');
  });

  it('최소가 0 인 칸을 비우고 떠나면 말없이 0 이 된다 (빈 칸에 0 이 비쳐 보인다)', async () => {
    const user = userEvent.setup();
    render(<Reported initial={5} min={0} />);
    const input = screen.getByLabelText('계산할 수량');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.tab();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', '0');
    expect(screen.getByRole('status')).toHaveTextContent('0');
    expect(screen.queryByText(/입력해주세요|입력할 수 있어요/)).not.toBeInTheDocument();
  });

  it('−/+ 로 바꾼 수량은 알림 영역이 말하고, 보이는 안내 줄은 비어 있으며, 입력하는 동안에는 말하지 않는다', async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled initial={5} />);
    const input = screen.getByLabelText('청약 수량');
    const notice = container.querySelector('[aria-live="polite"]');
    await user.click(screen.getByRole('button', { name: '청약 수량 늘리기' }));
    expect(spoken(container)).toEqual(['6주']);
    await user.click(screen.getByRole('button', { name: '청약 수량 줄이기' }));
    await user.click(screen.getByRole('button', { name: '청약 수량 줄이기' }));
    expect(spoken(container)).toEqual(['4주']);
    // What is heard is not drawn: the notice line under the field stays empty.
    expect(notice).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.clear(input);
    await user.type(input, '7');
    expect(input).toHaveValue('7');
    expect(spoken(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: '청약 수량 늘리기' }));
    expect(spoken(container)).toEqual(['8주']);
    await expectNoAxeViolations(container);
  });

  it('부모가 밖에서 바꾼 수량(최대)도 알림 영역이 말한다', async () => {
    const user = userEvent.setup();
    const { container } = render(<WithMaxButton />);
    await user.click(screen.getByRole('button', { name: '최대' }));
    expect(screen.getByLabelText('주문 수량')).toHaveValue('498');
    expect(spoken(container)).toEqual(['498주']);
    await user.click(screen.getByRole('button', { name: '주문 수량 줄이기' }));
    expect(spoken(container)).toEqual(['497주']);
  });

  it('−/+ 가 최대에 걸리면 최대 안내만 말한다', async () => {
    const user = userEvent.setup();
    function Steps() {
      const [value, setValue] = useState(95);
      return <QuantityInput label="청약 수량" value={value} onValueChange={setValue} min={10} max={100} step={10} unit="주" />;
    }
    const { container } = render(<Steps />);
    await user.click(screen.getByRole('button', { name: '청약 수량 늘리기' }));
    expect(screen.getByLabelText('청약 수량')).toHaveValue('100');
    expect(spoken(container)).toEqual(['최대 100주까지 입력할 수 있어요.']);
  });

  it('required 면 입력칸이 필수로 읽히고 (aria-required), 브라우저의 required 는 붙이지 않는다', async () => {
    const { container } = render(
      <>
        <QuantityInput label="청약 수량" value={1} onValueChange={() => undefined} min={1} unit="주" required />
        <QuantityInput label="계산할 수량" value={1} onValueChange={() => undefined} min={1} unit="주" />
      </>,
    );
    const quantity = screen.getByRole('textbox', { name: '청약 수량' });
    expect(quantity).toHaveAttribute('aria-required', 'true');
    expect(quantity).not.toHaveAttribute('required');
    expect(screen.getByRole('textbox', { name: '계산할 수량' })).not.toHaveAttribute('aria-required');
    await expectNoAxeViolations(container);
  });
});
