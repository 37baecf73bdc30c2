import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

function Demo({ initial, indeterminate, disabled }: { initial: boolean; indeterminate?: boolean; disabled?: boolean }) {
  const [on, setOn] = useState(initial);
  return (
    <div style={{ padding: 16 }}>
      <Checkbox checked={on} onCheckedChange={setOn} label="[필수] 서비스 이용약관 동의" indeterminate={indeterminate} disabled={disabled} />
    </div>
  );
}

const meta = { title: 'ui-kit/Checkbox', component: Demo, args: { initial: false } } satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const Checked: Story = { args: { initial: true } };
export const Mixed: Story = { args: { indeterminate: true } };
export const Disabled: Story = { args: { disabled: true } };
