import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './header';

const meta = {
  title: 'ui-kit/Header',
  component: Header,
  args: { onBack: fn() },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main layout's header with no route title: the word-mark, no back button, and the bell. */
export const Logo: Story = {
  args: { onBack: undefined, bell: { hasNew: false, onClick: fn() } },
  play: async ({ args, canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(header.getByText('조각')).toBeVisible();
    await expect(header.queryByRole('heading')).toBeNull();
    await expect(header.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
    const bell = header.getByRole('button', { name: '알림' });
    await expect(bell).toHaveAttribute('data-state', 'none');
    await userEvent.click(bell);
    await expect(args.bell?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const RouteTitleWithBack: Story = {
  args: { title: '공지사항' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '뒤로 가기' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const NewNotification: Story = {
  args: { onBack: undefined, bell: { hasNew: true, onClick: fn() } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림, 새 알림 있음' }));
    await expect(args.bell?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const MyPurple: Story = {
  args: { title: 'MY', tone: 'my', onBack: undefined, bell: { hasNew: false, onClick: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-tone', 'my');
    // The token `--jg-color-header-my` (#6d3bf5) is what the stylesheet paints, not just the attribute.
    await expect(getComputedStyle(header).backgroundColor).toBe('rgb(109, 59, 245)');
    await expect(canvas.getByRole('heading', { level: 1, name: 'MY' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '알림' })).toHaveAttribute('data-state', 'none');
  },
};
