import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InfiniteList, type InfiniteListQuery } from './infinite-list';

interface Page {
  readonly content: readonly string[];
}

const feed = (state: Partial<InfiniteListQuery<Page>>): InfiniteListQuery<Page> => ({
  isPending: false,
  isError: false,
  error: null,
  data: { pages: [{ content: ['[공지] 서비스 점검 안내', '청약 일정 변경 안내', '개인정보 처리방침 개정'] }] },
  refetch: fn(),
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: fn(),
  ...state,
});

function NoticeList({ query }: { readonly query: InfiniteListQuery<Page> }) {
  return (
    <InfiniteList
      query={query}
      itemsOf={(page) => page.content}
      keyOf={(title) => title}
      label="공지사항 목록"
      errorText="공지사항을 불러오지 못했어요."
      empty={{ title: '등록된 공지사항이 없어요' }}
    >
      {(title) => <span>{title}</span>}
    </InfiniteList>
  );
}

const meta = {
  title: 'ui-kit/InfiniteList',
  component: NoticeList,
  args: { query: feed({}) },
} satisfies Meta<typeof NoticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pages so far, and 더 보기 for the next. */
export const Pages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }));
    await expect(args.query.fetchNextPage).toHaveBeenCalled();
  },
};

/** The next page failed: the list stays, the end says so. */
export const NextPageFailed: Story = {
  args: { query: feed({ isError: true, error: new Error('500'), isFetchNextPageError: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '공지사항 목록' })).toHaveTextContent('청약 일정 변경 안내');
    await expect(canvas.getByRole('alert')).toHaveTextContent('다음 목록을 불러오지 못했어요.');
  },
};

/** The first page failed. */
export const Failed: Story = {
  args: { query: feed({ data: undefined, isError: true, error: new Error('500') }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('공지사항을 불러오지 못했어요.');
  },
};

/** No page holds anything. */
export const Empty: Story = {
  args: { query: feed({ data: { pages: [{ content: [] }] }, hasNextPage: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('등록된 공지사항이 없어요')).toBeVisible();
  },
};

/** The first page is on its way: a skeleton says so, and there is no list yet. */
export const FirstPageLoading: Story = {
  args: { query: feed({ isPending: true, data: undefined, hasNextPage: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { busy: true })).toHaveTextContent('불러오는 중이에요');
    await expect(canvas.queryByRole('list', { name: '공지사항 목록' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  },
};
