import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldCleaner } from './text-field';

function Demo({ label, cleaner, error, hint }: { label: string; cleaner?: TextFieldCleaner; error?: string; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ padding: 16 }}>
      <TextField label={label} cleaner={cleaner} value={value} onValueChange={setValue} error={error} hint={hint} />
    </div>
  );
}

const meta = {
  title: 'ui-kit/TextField',
  component: Demo,
  args: { label: '이름', cleaner: 'name' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Name: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('이름'), '홍길동7');
    await expect(canvas.getByLabelText('이름')).toHaveValue('홍길동');
    await expect(canvas.getByText('한글만 50자까지 입력할 수 있어요.')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { label: '휴대폰 번호', cleaner: 'phone' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('휴대폰 번호');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(input, '0101234567');
    await expect(input).toHaveValue('010-123-4567');
  },
};

export const WithHint: Story = {
  args: { label: '영문 이름', cleaner: 'english-name', hint: '여권과 같게 입력해주세요.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('영문 이름');
    await expect(input).toHaveAccessibleDescription('여권과 같게 입력해주세요.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { label: '이메일', cleaner: undefined, error: '이메일 형식을 확인해주세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('이메일 형식을 확인해주세요.');
    await expect(canvas.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('이메일')).toHaveAccessibleDescription('이메일 형식을 확인해주세요.');
  },
};
