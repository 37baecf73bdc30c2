import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AgreementList, type Agreement } from './agreement-list';

const terms: Agreement[] = [
  { id: 'service', title: '서비스 이용약관', required: true, onView: fn() },
  { id: 'privacy', title: '개인정보 수집 및 이용', required: true, onView: fn() },
  { id: 'marketing', title: '마케팅 정보 수신', required: false },
];

function Demo({ initial, onConfirm, onCancel }: { initial: string[]; onConfirm: () => void; onCancel: () => void }) {
  const [checked, setChecked] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      <AgreementList items={terms} checked={checked} onCheckedChange={setChecked} onConfirm={onConfirm} onCancel={onCancel} />
    </div>
  );
}

const meta = {
  title: 'ui-kit/AgreementList',
  component: Demo,
  args: { initial: [], onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Nothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '전체 동의' });
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    for (const box of within(canvas.getByRole('list', { name: '약관 목록' })).getAllByRole('checkbox')) {
      await expect(box).not.toBeChecked();
    }
    await expect(canvas.getByRole('button', { name: '동의하고 계속하기' })).toBeDisabled();
  },
};

export const RequiredOnly: Story = {
  args: { initial: ['service', 'privacy'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '[필수] 서비스 이용약관' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '[필수] 개인정보 수집 및 이용' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신' })).not.toBeChecked();
    // Some but not all: the "all" box is mixed, and the required ones are enough to go on.
    await expect(canvas.getByRole('checkbox', { name: '전체 동의' })).toBePartiallyChecked();
    await expect(canvas.getByRole('button', { name: '동의하고 계속하기' })).toBeEnabled();
  },
};

export const AgreeAll: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('전체 동의'));
    await expect(canvas.getByLabelText('[선택] 마케팅 정보 수신')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '동의하고 계속하기' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const CancelHandsOver: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '취소' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
