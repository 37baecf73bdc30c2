import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAppFrame } from './app-frame-decorator';
import { StartUpScreen } from './start-up-screen';

const meta = {
  title: 'mobile-web/StartUpScreen',
  component: StartUpScreen,
  decorators: [withAppFrame],
} satisfies Meta<typeof StartUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/` while start-up decides where to go: the word-mark, and the wait said to screen readers. */
export const StartingUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('조각')).toBeVisible();
    // The preview's toast region is a status too: this one is found by its words.
    await expect(canvas.getByText('잠시만 기다려주세요')).toHaveAttribute('role', 'status');
    await expect(canvas.getByText('조각').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};
