import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MoneyInput } from './money-input';

function Demo({ initial, min, max }: { initial: string; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      <MoneyInput label="출금 금액" value={value} onValueChange={setValue} min={min} max={max} hint="5,000원부터 출금할 수 있어요." />
    </div>
  );
}

const meta = {
  title: 'ui-kit/MoneyInput',
  component: Demo,
  args: { initial: '', min: 5000, max: 1000000 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: '250000' } };
export const BelowMinimum: Story = { args: { initial: '3000' } };

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('출금 금액');
    await userEvent.type(input, '12000');
    await expect(input).toHaveValue('12,000');
  },
};
