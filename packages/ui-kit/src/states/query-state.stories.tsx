import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
