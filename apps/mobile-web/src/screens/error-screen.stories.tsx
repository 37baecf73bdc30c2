import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAppFrame } from './app-frame-decorator';
import { ErrorScreen } from './error-screen';

const meta = {
  title: 'mobile-web/ErrorScreen',
  component: ErrorScreen,
  decorators: [withAppFrame],
  args: { onHome: fn() },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /error after a failed call: back to the page it came from (its form still filled), or home. */
export const AfterFailedCall: Story = {
  args: { onBack: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '이런!' })).toBeVisible();
    await expect(canvas.getByText('일시적인 오류가 발생했어요. 잠시 후 다시 시도해주세요.')).toBeVisible();
    await expect(document.title).toBe('오류 | 조각');
    await expect(canvas.queryByRole('button', { name: '다시 시도하기' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '이전 화면으로' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '홈으로 가기' }));
    await expect(args.onHome).toHaveBeenCalledOnce();
  },
};

/** /error when the back rule forbids the page before it (a verification result): home only. */
export const NoWayBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '이런!' })).toBeVisible();
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['홈으로 가기']);
    await userEvent.click(canvas.getByRole('button', { name: '홈으로 가기' }));
    await expect(args.onHome).toHaveBeenCalledOnce();
  },
};

/** A screen that failed (the root's error boundary): 다시 시도하기 loads it again. */
export const ScreenFailed: Story = {
  args: { onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '이런!' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '이전 화면으로' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onHome).not.toHaveBeenCalled();
  },
};
