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

const FIND = { timeout: 15_000 };

/** Pinned first, newest next; 더 보기 (or scrolling to the end) adds the next page. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '공지사항 목록' }, FIND);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('중요[필독] 조각 서비스 이용약관 개정 안내2025.03.01');
    await userEvent.click(canvas.getByRole('button', { name: '더 보기' }));
    await expect(await within(list).findByText('을지로 파인타워 1호 3분기 배당금 지급 완료', {}, FIND)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ hold: true, path: '/main/v1/board/notices' });
  },
  play: async ({ canvasElement }) => {
    // The skeleton, not the toast region (also a status) of the story frame.
    const loading = await within(canvasElement).findByText('불러오는 중이에요', {}, FIND);
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.state.data.notices.splice(0);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '등록된 공지사항이 없어요' }, FIND)).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ status: 500, path: '/main/v1/board/notices', times: 1 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, FIND)).toHaveTextContent('공지사항을 불러오지 못했어요.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도하기' }));
    await expect(await canvas.findByRole('list', { name: '공지사항 목록' }, FIND)).toBeVisible();
  },
};

export const Detail: Story = {
  args: { view: 'detail', id: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '[필독] 조각 서비스 이용약관 개정 안내' }, FIND)).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent('이용약관 제12조(청약의 취소)가 개정됩니다.');
  },
};

export const DetailNotFound: Story = {
  args: { view: 'detail', id: 999 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '공지사항을 찾을 수 없어요' }, FIND)).toBeVisible();
  },
};

/** The notice on its way: the skeleton, no article yet. */
export const DetailLoading: Story = {
  args: { view: 'detail', id: 1 },
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ hold: true, method: 'GET', path: '/main/v1/board/notices/1' });
  },
  play: async ({ canvasElement }) => {
    // The skeleton, not the toast region (also a status) of the story frame.
    const loading = await within(canvasElement).findByText('불러오는 중이에요', {}, FIND);
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

/** The notice did not come: 공지사항을 불러오지 못했어요. with 다시 시도하기, which brings it with the server back. */
export const DetailFailed: Story = {
  args: { view: 'detail', id: 1 },
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ status: 500, method: 'GET', path: '/main/v1/board/notices/1', times: 0 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('공지사항을 불러오지 못했어요.');
    // The server is back: 다시 시도하기 asks again.
    supportSandbox.faults.clear();
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '[필독] 조각 서비스 이용약관 개정 안내' }, FIND)).toBeVisible();
  },
};
