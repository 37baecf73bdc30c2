import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QueryState, type QueryStateQuery } from './query-state';

type Notices = readonly string[];

class NotFound extends Error {}

function query(state: Partial<QueryStateQuery<Notices>>): QueryStateQuery<Notices> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: fn(), ...state };
}

const meta = {
  title: 'ui-kit/QueryState',
  component: QueryState<Notices>,
  args: {
    query: query({ data: ['서비스 점검 안내', '추석 연휴 고객센터 운영 안내'] }),
    errorText: '공지사항을 불러오지 못했어요.',
    empty: { title: '등록된 공지사항이 없어요', description: '새 소식이 오면 알려드릴게요.', isEmpty: (notices) => notices.length === 0 },
    notFound: { title: '공지사항을 찾을 수 없어요', when: (error) => error instanceof NotFound },
    children: (notices) => (
      <ul aria-label="공지사항 목록">
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryState<Notices>>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

/** Sends the server's answer to the retry {@link RetriedNotices} is waiting on; set by its retry. */
let answerRetry: () => void = () => {};

/**
 * This week's notices in their card, as TanStack Query keeps them: the first load failed; a retry
 * is on its way (pending, no data) until the play calls {@link answerRetry}, then holds the notices.
 */
function RetriedNotices() {
  const [state, setState] = useState<Omit<QueryStateQuery<Notices>, 'refetch'>>({
    isPending: false,
    isError: true,
    error: new Error('500'),
    data: undefined,
  });
  const refetch = async () => {
    setState({ isPending: true, isError: false, error: null, data: undefined });
    await new Promise<void>((resolve) => {
      answerRetry = resolve;
    });
    setState({ isPending: false, isError: false, error: null, data: ['서비스 점검 안내', '추석 연휴 고객센터 운영 안내'] });
  };
  return (
    <section aria-labelledby="weekly-notices">
      <h2 id="weekly-notices">이번 주 공지</h2>
      <QueryState query={{ ...state, refetch }} errorText="공지사항을 불러오지 못했어요.">
        {(notices) => (
          <ul aria-label="공지사항 목록">
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

export const Content: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: '공지사항 목록' })).toHaveTextContent('서비스 점검 안내');
  },
};

export const Loading: Story = {
  args: { query: query({ isPending: true }), skeletonLines: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { busy: true })).toHaveTextContent('불러오는 중이에요');
  },
};

export const Failed: Story = {
  args: { query: query({ isError: true, error: new Error('500') }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('공지사항을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    await expect(args.query.refetch).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { query: query({ data: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '등록된 공지사항이 없어요' })).toBeInTheDocument();
  },
};

export const NotFoundError: Story = {
  args: { query: query({ isError: true, error: new NotFound() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('공지사항을 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NotFoundWithWayBack: Story = {
  args: {
    query: query({ isError: true, error: new NotFound() }),
    notFound: {
      title: '공지사항을 찾을 수 없어요',
      variant: 'empty',
      action: <a href="#notices">목록으로</a>,
      when: (error) => error instanceof NotFound,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '공지사항을 찾을 수 없어요' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '목록으로' })).toBeInTheDocument();
  },
};

/**
 * 다시 시도하기 with the server back: the failure stays drawn with its button busy (and focused)
 * while the answer is on its way; the notices come, and the card's heading takes the focus.
 */
export const RetryThenSuccess: Story = {
  render: () => <RetriedNotices />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('공지사항을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    const busy = await canvas.findByRole('button', { name: '불러오는 중이에요' }, FIND);
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveFocus();
    answerRetry();
    await expect(await canvas.findByRole('list', { name: '공지사항 목록' }, FIND)).toHaveTextContent('추석 연휴 고객센터 운영 안내');
    await expect(canvas.queryByRole('alert')).toBeNull();
    const heading = canvas.getByRole('heading', { level: 2, name: '이번 주 공지' });
    await waitFor(() => expect(heading).toHaveFocus(), FIND);
  },
};

/** A refetch failed while the notices were on screen: they stay, with no failure over them. */
export const RefetchFailedKeepsData: Story = {
  args: { query: query({ isError: true, error: new Error('500'), data: ['서비스 점검 안내', '추석 연휴 고객센터 운영 안내'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '공지사항 목록' })).toHaveTextContent('서비스 점검 안내');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '다시 시도하기' })).toBeNull();
  },
};

/** A refetch found the notice gone: its old data is not shown as if it were still there. */
export const NotFoundAfterData: Story = {
  args: { query: query({ isError: true, error: new NotFound(), data: ['서비스 점검 안내', '추석 연휴 고객센터 운영 안내'] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('공지사항을 찾을 수 없어요삭제되었거나 주소가 바뀌었을 수 있어요.');
    await expect(canvas.queryByRole('list', { name: '공지사항 목록' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
