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

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const empty = within(canvasElement).getByRole('region', { name: '알림이 없어요' });
    await expect(empty).toHaveAttribute('data-state', 'empty');
    await expect(empty).toHaveTextContent('새 소식이 오면 알려드릴게요.');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

const errorRetry = fn();

/** The defaults: ERROR_COMMON's title (spec §8) over what failed and what to do, in the app's 해요체. */
export const Error: Story = {
  render: () => <ErrorState onRetry={errorRetry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('data-state', 'error');
    await expect(within(alert).getByText('이런!')).toBeInTheDocument();
    await expect(within(alert).getByText('불러오지 못했어요. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    await expect(errorRetry).toHaveBeenCalledTimes(1);
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

const offlineRetry = fn();

/** Spec §2's offline screen; 원할 is the spec's own spelling, kept verbatim. */
export const Offline: Story = {
  render: () => (
    <ErrorState
      title="네트워크가 원할하지 않아요"
      description="네트워크 연결 상태 확인 후 다시 시도해주세요!"
      onRetry={offlineRetry}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('네트워크가 원할하지 않아요')).toBeInTheDocument();
    await expect(within(alert).getByText('네트워크 연결 상태 확인 후 다시 시도해주세요!')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    await expect(offlineRetry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  render: () => <Skeleton lines={4} />,
  play: async ({ canvasElement }) => {
    // The story frame's toast region is a status too: the busy one is the skeleton.
    const status = within(canvasElement).getByRole('status', { busy: true });
    await expect(status).toHaveClass('jg-skeleton');
    await expect(status).toHaveTextContent('불러오는 중');
    await expect(status.querySelectorAll('.jg-skeleton__line')).toHaveLength(4);
  },
};

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
