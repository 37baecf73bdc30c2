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

export const Logo: Story = {
  args: { onBack: undefined, bell: { hasNew: false, onClick: fn() } },
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
};
