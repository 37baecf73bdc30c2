import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, ErrorState, Skeleton } from './states';

const meta = {
  title: 'ui-kit/States',
  component: EmptyState,
  args: { title: '알림이 없어요', description: '새 소식이 오면 알려드릴게요.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Error: Story = {
  render: () => <ErrorState onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
  },
};

export const Offline: Story = {
  render: () => (
    <ErrorState
      title="네트워크가 원할하지 않아요"
      description="네트워크 연결 상태 확인 후 다시 시도해주세요!"
      onRetry={fn()}
    />
  ),
};

export const Loading: Story = { render: () => <Skeleton lines={4} /> };
