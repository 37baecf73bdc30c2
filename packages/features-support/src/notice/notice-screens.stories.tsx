import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resetSupportSandbox, supportSandbox, withSupportSandbox, type SupportStoryArgs } from '../../test/support-story-sandbox';
import { NoticeDetailScreen } from './notice-detail-screen';
import { NoticeListScreen } from './notice-list-screen';

type Args = SupportStoryArgs & { readonly id: number; readonly view: 'list' | 'detail' };

const meta = {
  title: 'features-support/Notices',
  render: ({ view, id }) => (view === 'list' ? <NoticeListScreen pageSize={4} /> : <NoticeDetailScreen id={id} />),
  decorators: [withSupportSandbox],
  beforeEach: resetSupportSandbox,
  args: { onNavigate: fn(), view: 'list', id: 1 },
  parameters: { msw: { handlers: supportSandbox.handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pinned first, newest next; 더 보기 (or scrolling to the end) adds the next page. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '공지사항 목록' }, { timeout: 15_000 });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('중요[필독] 조각 서비스 이용약관 개정 안내2025.03.01');
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }));
    await expect(await within(list).findByText('을지로 파인타워 1호 3분기 배당금 지급 완료')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ hold: true, path: '/main/v1/board/notices' });
  },
  play: async ({ canvasElement }) => {
    // The skeleton, not the toast region (also a status) of the story frame.
    const loading = await within(canvasElement).findByText('불러오는 중이에요');
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.state.data.notices.splice(0);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '등록된 공지사항이 없어요' }, { timeout: 15_000 })).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ status: 500, path: '/main/v1/board/notices', times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('공지사항을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    await expect(await canvas.findByRole('list', { name: '공지사항 목록' }, { timeout: 15_000 })).toBeVisible();
  },
};

export const Detail: Story = {
  args: { view: 'detail', id: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '[필독] 조각 서비스 이용약관 개정 안내' }, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('이용약관 제12조(청약의 취소)가 개정됩니다.');
  },
};

export const DetailNotFound: Story = {
  args: { view: 'detail', id: 999 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '공지사항을 찾을 수 없어요' }, { timeout: 15_000 })).toBeVisible();
  },
};
