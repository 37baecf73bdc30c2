import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { QuantityInput } from './quantity-input';

function Quantity() {
  const [value, setValue] = useState(9);
  return <QuantityInput label="청약 수량" value={value} onValueChange={setValue} min={1} max={10} unit="주" />;
}

/** In real Chromium, where a focused button that becomes `disabled` loses its focus. */
describe('QuantityInput 끝에 닿은 버튼', () => {
  it('+ 로 최대에 닿아도 포커스는 그 버튼에 남고, 한 번 더 눌러도 값은 그대로다', async () => {
    const user = userEvent.setup();
    render(<Quantity />);
    const more = screen.getByRole('button', { name: '청약 수량 늘리기' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: '청약 수량' })).toHaveValue('10');
    // The browser moves focus off a disabled element when it next updates the rendering: wait past that.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: '청약 수량' })).toHaveValue('10');
  });
});
