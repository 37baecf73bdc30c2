import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAppFrame } from './app-frame-decorator';
import { OfflineScreen } from './offline-screen';

const meta = {
  title: 'mobile-web/OfflineScreen',
  component: OfflineScreen,
  decorators: [withAppFrame],
  args: { onRetry: fn() },
} satisfies Meta<typeof OfflineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /offline: the spec's words, and 다시 시도하기 going home after its 300 ms wait. */
export const Offline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '네트워크가 원할하지 않아요' })).toBeVisible();
    await expect(canvas.getByText('네트워크 연결 상태 확인 후 다시 시도해주세요!')).toBeVisible();
    const retry = canvas.getByRole('button', { name: '다시 시도하기' });
    await userEvent.click(retry);
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledOnce(), { timeout: 15_000 });
    await expect(retry).not.toHaveAttribute('aria-busy');
  },
};
