import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: {
    label: '로그인 유형',
    items: [
      { value: 'individual', label: '개인', content: <p>개인 회원 로그인</p> },
      { value: 'corporate', label: '법인', content: <p>법인 회원 로그인</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Individual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: '로그인 유형' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: '개인' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '법인' })).toHaveAttribute('aria-selected', 'false');
    // Only the selected tab's panel is rendered.
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('개인 회원 로그인');
    await expect(panel).not.toHaveTextContent('법인 회원 로그인');
  },
};

export const SwitchWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '개인' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '법인' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('법인 회원 로그인');
  },
};
