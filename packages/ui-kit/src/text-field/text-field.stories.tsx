import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldCleaner } from './text-field';

interface DemoProps {
  label: string;
  cleaner?: TextFieldCleaner;
  error?: string;
  hint?: string;
  maxLength?: number;
  suffix?: string;
  /** Shows a length counter against this many characters as the field's description. */
  counterOf?: number;
}

function Demo({ label, cleaner, error, hint, maxLength, suffix, counterOf }: DemoProps) {
  const [value, setValue] = useState('');
  return (
    <div style={{ padding: 16 }}>
      <TextField
        label={label}
        cleaner={cleaner}
        value={value}
        onValueChange={setValue}
        error={error}
        hint={hint}
        maxLength={maxLength}
        suffix={suffix}
        description={counterOf === undefined ? undefined : `${Array.from(value).length}/${counterOf}자`}
      />
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

/** A paste longer than `maxLength` is cut there, and the field says how long it may be. */
export const MaxLengthCut: Story = {
  args: { label: '닉네임', cleaner: undefined, maxLength: 5 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('닉네임');
    await userEvent.click(input);
    await userEvent.paste('조각투자왕김씨');
    await expect(input).toHaveValue('조각투자왕');
    await expect(input).toHaveAccessibleDescription('5자까지 입력할 수 있어요.');
  },
};

/** A length counter is the field's description: read with it, and it follows what is typed. */
export const WithDescription: Story = {
  args: { label: '문의 제목', cleaner: undefined, maxLength: 30, counterOf: 30 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('문의 제목');
    await expect(input).toHaveAccessibleDescription('0/30자');
    await userEvent.type(input, '배당 문의');
    await expect(input).toHaveAccessibleDescription('5/30자');
  },
};

/**
 * An amount field with its unit after it: a decimal point and what follows it, a letter and a 13th
 * digit are each refused with their own reason.
 */
export const AmountWithSuffix: Story = {
  args: { label: '희망 금액', cleaner: 'amount', suffix: '원' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('희망 금액');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByText('원')).toBeVisible();
    await userEvent.click(input);
    await userEvent.paste('12.5');
    await expect(input).toHaveValue('12');
    await expect(input).toHaveAccessibleDescription('소수점 아래는 입력할 수 없어요.');
    await userEvent.type(input, 'a');
    await expect(input).toHaveValue('12');
    await expect(input).toHaveAccessibleDescription('숫자만 입력할 수 있어요.');
    await userEvent.type(input, '3456789012');
    await expect(input).toHaveValue('123456789012');
    await expect(input).not.toHaveAccessibleDescription();
    await userEvent.type(input, '3');
    await expect(input).toHaveValue('123456789012');
    await expect(input).toHaveAccessibleDescription('숫자만 12자리까지 입력할 수 있어요.');
  },
};

/** A digits-only field refuses a letter, and its length is counted in 자리. */
export const DigitsOnly: Story = {
  args: { label: '인증번호', cleaner: 'digits', maxLength: 6 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('인증번호');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12a');
    await expect(input).toHaveValue('12');
    await expect(input).toHaveAccessibleDescription('숫자만 입력할 수 있어요.');
    await userEvent.type(input, '34567');
    await expect(input).toHaveValue('123456');
    await expect(input).toHaveAccessibleDescription('6자리까지 입력할 수 있어요.');
  },
};

/** A business registration number shows as 3-2-5 and holds ten digits. */
export const BusinessNumber: Story = {
  args: { label: '사업자등록번호', cleaner: 'business-number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('사업자등록번호');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1208147521');
    await expect(input).toHaveValue('120-81-47521');
    await expect(input).not.toHaveAccessibleDescription();
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('120-81-47521');
    await expect(input).toHaveAccessibleDescription('숫자만 10자리까지 입력할 수 있어요.');
  },
};
