import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, ErrorState, InlineErrorState, Skeleton } from './states';

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

const retryPressed = fn();

/** 다시 시도하기 pressed: the failure stays while the answer is on its way, its button busy and focused. */
export const Retrying: Story = {
  render: () => <ErrorState description="공지사항을 불러오지 못했어요." onRetry={retryPressed} retrying retryingLabel="공지사항을 불러오는 중" />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '공지사항을 불러오는 중' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // A second press while the answer is on its way asks nothing again.
    await userEvent.click(button);
    await expect(retryPressed).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
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

const inlineRetry = fn();

/** One figure that failed while its block stands (출금 가능 금액 on /assets, the order sheet's figures). */
export const InlineError: Story = {
  render: () => <InlineErrorState message="출금 가능 금액을 불러오지 못했어요." onRetry={inlineRetry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('출금 가능 금액을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    await expect(inlineRetry).toHaveBeenCalledTimes(1);
  },
};
