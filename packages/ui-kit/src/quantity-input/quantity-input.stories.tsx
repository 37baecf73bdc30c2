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
