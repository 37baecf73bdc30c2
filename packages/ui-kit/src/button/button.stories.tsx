import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, type ButtonSize, type ButtonStatus } from './button';

const statuses: ButtonStatus[] = ['primary', 'light-primary', 'outline', 'outline-black', 'muted'];
const sizes: ButtonSize[] = ['full', 'large', 'medium', 'small', 'mini'];

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: '확인', onClick: fn() },
  argTypes: {
    status: { control: 'select', options: statuses },
    size: { control: 'select', options: sizes },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { status: 'primary', size: 'medium' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '확인' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { status: 'primary', disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '확인' });
    await expect(button).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Its work is running: drawn as disabled and announced busy; a press does nothing, and focus stays on it. */
export const Busy: Story = {
  args: { status: 'primary', size: 'full', busy: true, children: '저장하는 중' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '저장하는 중' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {statuses.map((status) => (
        <Button key={status} {...args} status={status}>
          {status}
        </Button>
      ))}
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(statuses.length);
    for (const status of statuses) {
      const button = canvas.getByRole('button', { name: status });
      await expect(button).toHaveAttribute('data-status', status);
      await expect(button).toBeEnabled();
      await expect(button).not.toHaveAttribute('aria-disabled');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'muted' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {sizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(sizes.length);
    for (const size of sizes) {
      const button = canvas.getByRole('button', { name: size });
      await expect(button).toHaveAttribute('data-size', size);
      await expect(button).toBeEnabled();
    }
  },
};
