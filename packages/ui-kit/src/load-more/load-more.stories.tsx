import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadMore } from './load-more';

const meta = {
  title: 'ui-kit/LoadMore',
  component: LoadMore,
  args: { hasNextPage: true, isFetchingNextPage: false, failed: false, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The end of a list with another page: 더 보기 (scrolling to it does the same). */
export const More: Story = {
  args: { label: '알림 더 보기' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림 더 보기' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page is on its way. */
export const Loading: Story = {
  args: { isFetchingNextPage: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '불러오는 중이에요' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The next page failed: said beside the button, which asks again. */
export const Failed: Story = {
  args: { failed: true, failedText: '다음 입출금 내역을 불러오지 못했어요.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('다음 입출금 내역을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
