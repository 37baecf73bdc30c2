import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PriceInput } from './price-input';

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

async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, price: string) {
  const field = screen.getByLabelText('주문 가격');
  await user.clear(field);
  await user.type(field, price);
  await user.tab();
  return field;
}

describe('주문 가격', () => {
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
});
