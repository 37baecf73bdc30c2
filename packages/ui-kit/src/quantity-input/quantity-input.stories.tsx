import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityInput } from './quantity-input';

function Demo({ initial, max }: { initial: number; max: number }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      <QuantityInput label="청약 수량" value={value} onValueChange={setValue} min={1} max={max} unit="주" />
    </div>
  );
}

const meta = {
  title: 'ui-kit/QuantityInput',
  component: Demo,
  args: { initial: 1, max: 10 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('청약 수량')).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: '청약 수량 줄이기' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: '청약 수량 늘리기' })).toHaveAttribute('aria-disabled', 'false');
  },
};

export const AtMaximum: Story = {
  args: { initial: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('청약 수량')).toHaveValue('10');
    await expect(canvas.getByRole('button', { name: '청약 수량 늘리기' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: '청약 수량 줄이기' })).toHaveAttribute('aria-disabled', 'false');
  },
};

export const Stepping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '청약 수량 늘리기' }));
    await userEvent.click(canvas.getByRole('button', { name: '청약 수량 늘리기' }));
    await expect(canvas.getByLabelText('청약 수량')).toHaveValue('3');
  },
};

/** A number typed above the maximum becomes the maximum at once, and the field says why. */
export const TypedAboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('청약 수량');
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await expect(input).toHaveValue('10');
    await expect(input).toHaveAccessibleDescription('최대 10주까지 입력할 수 있어요.');
    await expect(canvas.getByRole('button', { name: '청약 수량 늘리기' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A character that is not a digit is refused with its reason; the quantity stays. */
export const NotADigit: Story = {
  args: { initial: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('청약 수량');
    await userEvent.type(input, '가');
    await expect(input).toHaveValue('3');
    await expect(input).toHaveAccessibleDescription('숫자만 입력할 수 있어요.');
    await userEvent.type(input, '{Backspace}7');
    await expect(input).toHaveValue('7');
    await expect(input).not.toHaveAccessibleDescription();
  },
};
