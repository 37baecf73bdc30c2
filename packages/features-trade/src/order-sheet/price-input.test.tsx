import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PriceInput, type PriceInputHandle } from './price-input';

/** The price held by its parent, as the order sheet holds it; 호가 5,460 sets it from outside. */
function PriceField() {
  const [price, setPrice] = useState(5_440);
  return (
    <>
      <PriceInput side="buy" value={price} onValueChange={setPrice} />
      <button type="button" onClick={() => setPrice(5_460)}>
        호가 5,460
      </button>
    </>
  );
}

/** A button that takes the price without the field being left, as a tap on iOS WKWebView does; it shows what it got. */
function PriceFieldWithSend() {
  const [price, setPrice] = useState(5_440);
  const [sent, setSent] = useState<number | null>(null);
  const field = useRef<PriceInputHandle>(null);
  return (
    <>
      <PriceInput ref={field} side="sell" value={price} onValueChange={setPrice} />
      <button type="button" onClick={() => setSent(field.current?.commit() ?? null)}>
        보내기
      </button>
      <output aria-label="보낸 가격">{sent}</output>
    </>
  );
}

async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, price: string) {
  const field = screen.getByLabelText('주문 가격');
  await user.clear(field);
  await user.type(field, price);
  await user.tab();
  return field;
}

/** The text of every polite live region, as a screen reader hears their changes. */
function spoken(): string[] {
  return [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent ?? '');
}

describe('주문 가격', () => {
  it('주문에 꼭 필요한 가격이라 보조기술에 필수 항목으로 알리고, 브라우저의 required 는 붙이지 않는다', () => {
    render(<PriceField />);
    const field = screen.getByLabelText('주문 가격');
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).not.toHaveAttribute('required');
  });

  it('− / + 로 바꾼 가격을 알림 영역이 말하고, 입력을 시작하면 거두며, 보이는 안내는 호가 단위 그대로다', async () => {
    const user = userEvent.setup();
    render(<PriceField />);
    const field = screen.getByLabelText('주문 가격');
    await user.click(screen.getByRole('button', { name: '주문 가격 한 호가 올리기' }));
    expect(field).toHaveValue('5,450');
    expect(spoken()).toContain('5,450원');
    await user.click(screen.getByRole('button', { name: '주문 가격 한 호가 올리기' }));
    expect(spoken()).toContain('5,460원');
    expect(field).toHaveAccessibleDescription('호가 단위 10원');
    // Typing is not said price by price: the field reads what is typed itself.
    await user.clear(field);
    await user.type(field, '5470');
    expect(spoken().filter((text) => /^[\d,]+원$/.test(text))).toEqual([]);
    await user.tab();
    expect(field).toHaveValue('5,470');
    expect(spoken().filter((text) => /^[\d,]+원$/.test(text))).toEqual([]);
    expect(field).toHaveAccessibleDescription('호가 단위 10원');
    await user.click(screen.getByRole('button', { name: '주문 가격 한 호가 내리기' }));
    expect(spoken()).toContain('5,460원');
  });

  it('내려 맞춘 안내는 한 호가 올리거나 내리면 지우고, 그 가격의 호가 단위를 알린다', async () => {
    const user = userEvent.setup();
    render(<PriceField />);
    const field = await typeAndLeave(user, '5435');
    expect(field).toHaveValue('5,430');
    expect(field).toHaveAccessibleDescription('호가 단위에 맞춰 5,430원으로 내렸어요.');
    await user.click(screen.getByRole('button', { name: '주문 가격 한 호가 올리기' }));
    expect(field).toHaveValue('5,440');
    expect(field).toHaveAccessibleDescription('호가 단위 10원');
    await user.click(screen.getByRole('button', { name: '주문 가격 한 호가 내리기' }));
    expect(field).toHaveValue('5,430');
    expect(field).toHaveAccessibleDescription('호가 단위 10원');
  });

  it('밖에서 가격이 바뀌어도 앞 가격의 안내는 남지 않는다', async () => {
    const user = userEvent.setup();
    render(<PriceField />);
    const field = await typeAndLeave(user, '5435');
    expect(field).toHaveAccessibleDescription('호가 단위에 맞춰 5,430원으로 내렸어요.');
    await user.click(screen.getByRole('button', { name: '호가 5,460' }));
    expect(field).toHaveValue('5,460');
    expect(field).toHaveAccessibleDescription('호가 단위 10원');
  });

  it('숫자가 아닌 글자, 11번째 숫자, 소수점 아래는 말없이 버리지 않고 안내에 이유를 알린다 (쉼표는 칸의 것이라 알리지 않는다)', async () => {
    const user = userEvent.setup();
    render(<PriceField />);
    const field = screen.getByLabelText('주문 가격');
    await user.type(field, 'a');
    expect(field).toHaveValue('5440');
    expect(field).toHaveAccessibleDescription('숫자만 입력할 수 있어요.');
    await user.type(field, '0');
    expect(field).toHaveValue('54400');
    expect(field).toHaveAccessibleDescription('호가 단위 10원');
    await user.type(field, '123456');
    expect(field).toHaveValue('5440012345');
    expect(field).toHaveAccessibleDescription('숫자만 10자리까지 입력할 수 있어요.');
    await user.clear(field);
    await user.paste('5,450.5');
    expect(field).toHaveValue('5450');
    expect(field).toHaveAccessibleDescription('소수점 아래는 입력할 수 없어요.');
    await user.tab();
    expect(field).toHaveValue('5,450');
    expect(field).toHaveAccessibleDescription('호가 단위 10원');
  });

  it('가운데를 고쳐도 커서는 끝으로 가지 않고 고친 숫자 자리에 있다', async () => {
    const user = userEvent.setup();
    render(<PriceField />);
    const field = screen.getByLabelText<HTMLInputElement>('주문 가격');
    await user.click(field);
    // The caret after '5,4': Backspace takes the 4, and the caret stays after the 5.
    field.setSelectionRange(3, 3);
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('540');
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1]);
    await user.keyboard('5');
    expect(field).toHaveValue('5540');
    await user.tab();
    expect(field).toHaveValue('5,540');
  });

  it('쉼표 바로 뒤에서 지우면 쉼표 앞 숫자를 지운다 (쉼표는 칸의 것이다)', async () => {
    const user = userEvent.setup();
    render(<PriceField />);
    const field = screen.getByLabelText<HTMLInputElement>('주문 가격');
    await user.click(field);
    field.setSelectionRange(2, 2);
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('440');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 0]);
  });

  it('commit 은 입력 중인 가격을 필드를 떠날 때처럼 맞추고 알린 뒤 그 가격을 돌려준다', () => {
    render(<PriceFieldWithSend />);
    const field = screen.getByLabelText('주문 가격');
    fireEvent.change(field, { target: { value: '5441' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(screen.getByLabelText('보낸 가격')).toHaveTextContent('5450');
    expect(field).toHaveValue('5,450');
    expect(field).toHaveAccessibleDescription('호가 단위에 맞춰 5,450원으로 올렸어요.');
    // Nothing typed since: the price that stands.
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(screen.getByLabelText('보낸 가격')).toHaveTextContent('5450');
  });
});
