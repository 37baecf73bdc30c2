import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

export const Checked: Story = {
  args: { initial: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: '[필수] 서비스 이용약관 동의' })).toBeChecked();
  },
};

export const Mixed: Story = {
  args: { indeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '[필수] 서비스 이용약관 동의' });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
    // The drawn dash comes from the DOM property, which an effect sets after the render.
    await waitFor(() => expect(box).toHaveProperty('indeterminate', true));
    await expect(box).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '[필수] 서비스 이용약관 동의' });
    await expect(box).toBeDisabled();
    // The whole row is the label: a press on it changes nothing either.
    await userEvent.click(canvas.getByText('[필수] 서비스 이용약관 동의'));
    await expect(box).not.toBeChecked();
  },
};
