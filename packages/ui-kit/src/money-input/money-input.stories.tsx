import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MoneyInput } from './money-input';

function Demo({ initial, min, max, error }: { initial: string; min?: number; max?: number; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      <MoneyInput label="출금 금액" value={value} onValueChange={setValue} min={min} max={max} error={error} hint="5,000원부터 출금할 수 있어요." />
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

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('출금 금액');
    await expect(input).toHaveValue('');
    // An empty amount field shows a grey 0 as its hint (the input's own attribute for empty text).
    await expect(input).toHaveAttribute('placeholder', '0');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAccessibleDescription('5,000원부터 출금할 수 있어요.');
  },
};

export const Filled: Story = {
  args: { initial: '250000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('출금 금액')).toHaveValue('250,000');
    await expect(canvas.getByText('원')).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Below the minimum is said once the field is left, not while the amount may still be on its way. */
export const BelowMinimum: Story = {
  args: { initial: '3000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('출금 금액');
    await expect(input).toHaveValue('3,000');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('5,000원 이상 입력해주세요.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('출금 금액');
    await userEvent.type(input, '12000');
    await expect(input).toHaveValue('12,000');
  },
};

/** Above the maximum is said at once, and what was typed stays; taking a digit away ends it. */
export const AboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('출금 금액');
    await userEvent.type(input, '1500000');
    await expect(input).toHaveValue('1,500,000');
    await expect(canvas.getByRole('alert')).toHaveTextContent('최대 1,000,000원까지 입력할 수 있어요.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveValue('150,000');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The screen's own error (a required amount left empty) is shown, and comes before the bound checks. */
export const ErrorFromCaller: Story = {
  args: { error: '출금 금액을 입력해주세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('출금 금액');
    await expect(canvas.getByRole('alert')).toHaveTextContent('출금 금액을 입력해주세요.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('5,000원부터 출금할 수 있어요. 출금 금액을 입력해주세요.');
    await userEvent.type(input, '1500000');
    await expect(canvas.getByRole('alert')).toHaveTextContent('출금 금액을 입력해주세요.');
    await expect(canvas.queryByText('최대 1,000,000원까지 입력할 수 있어요.')).toBeNull();
  },
};
