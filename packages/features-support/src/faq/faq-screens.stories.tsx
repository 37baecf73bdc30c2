import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { resetSupportSandbox, supportSandbox, withSupportSandbox, type SupportStoryArgs } from '../../test/support-story-sandbox';
import { FaqDetailScreen } from './faq-detail-screen';
import { FaqListScreen } from './faq-list-screen';
import type { FaqListSearch } from './faq-list-search';

type Args = SupportStoryArgs & { readonly id: number; readonly view: 'list' | 'detail' };

/** The list as the app holds it: what the screen writes to the query comes back as its `search`. */
function FaqList({ signedIn }: { readonly signedIn: boolean }) {
  const [search, setSearch] = useState<FaqListSearch>({});
  return <FaqListScreen search={search} onSearchChange={setSearch} signedIn={signedIn} />;
}

const meta = {
  title: 'features-support/FAQ',
  render: ({ view, id, member }) =>
    view === 'list' ? <FaqList signedIn={member !== undefined} /> : <FaqDetailScreen id={id} signedIn={member !== undefined} />,
  decorators: [withSupportSandbox],
  beforeEach: resetSupportSandbox,
  args: { onNavigate: fn(), view: 'list', id: 2 },
  parameters: { msw: { handlers: supportSandbox.handlers } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

/** Every category; 거래 narrows the list; a question opens its answer. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '자주 묻는 질문 목록' }, FIND);
    await userEvent.click(canvas.getByRole('button', { name: '거래' }));
    const question = await canvas.findByRole('button', { name: /거래 수수료는 얼마인가요/ }, FIND);
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('체결 금액의 0.33%(부가세 포함)가 수수료로 부과됩니다.')).toBeVisible();
  },
};

/** The search box has an edge, and a ring while it has focus. */
export const SearchFieldEdge: Story = {
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: '질문 검색' });
    const boxElement = search.closest('.jg-field__control');
    if (!boxElement) throw new Error('질문 검색 has no jg-field__control around it');
    const box = getComputedStyle(boxElement);
    await expect(box.borderTopStyle).toBe('solid');
    await expect(parseFloat(box.borderTopWidth)).toBeGreaterThan(0);
    await expect(box.outlineStyle).toBe('none');
    await userEvent.click(search);
    await expect(box.outlineStyle).toBe('solid');
    await expect(parseFloat(box.outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

export const SearchWithoutMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '자주 묻는 질문 목록' }, FIND);
    await userEvent.type(canvas.getByRole('searchbox', { name: '질문 검색' }), '해외주식');
    await expect(canvas.getByRole('region', { name: '검색 결과 없음' })).toHaveTextContent('‘해외주식’에 맞는 질문이 없어요');
  },
};

export const Loading: Story = {
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ hold: true, path: '/main/v1/board/faqs' });
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
    supportSandbox.state.data.faqs.splice(0);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: '등록된 질문이 없어요' }, FIND)).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ status: 502, path: '/main/v1/board/faqs', times: 0 });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, FIND)).toHaveTextContent('자주 묻는 질문을 불러오지 못했어요.다시 시도하기');
  },
};

/** A member's 1:1 문의하기 opens the inquiry form. */
export const Detail: Story = {
  args: { view: 'detail', id: 2, member: 'demo-general' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '청약은 언제 할 수 있나요?' }, FIND)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/support/qna/create');
  },
};

/** A guest's 1:1 문의하기 goes to login first, and back to the inquiry form once signed in. */
export const DetailGuest: Story = {
  args: { view: 'detail', id: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '청약은 언제 할 수 있나요?' }, FIND)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1:1 문의하기' })).toHaveAttribute('href', '/auth/login?redirect=%2Fsupport%2Fqna%2Fcreate');
  },
};

/** The question on its way: the skeleton, no article yet. */
export const DetailLoading: Story = {
  args: { view: 'detail', id: 2 },
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ hold: true, method: 'GET', path: '/main/v1/board/faqs/2' });
  },
  play: async ({ canvasElement }) => {
    // The skeleton, not the toast region (also a status) of the story frame.
    const loading = await within(canvasElement).findByText('불러오는 중이에요', {}, FIND);
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

/** The question did not come: 질문을 불러오지 못했어요. with 다시 시도하기, which brings it with the server back. */
export const DetailFailed: Story = {
  args: { view: 'detail', id: 2 },
  beforeEach: () => {
    resetSupportSandbox();
    supportSandbox.faults.add({ status: 500, method: 'GET', path: '/main/v1/board/faqs/2', times: 0 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('질문을 불러오지 못했어요.');
    // The server is back: 다시 시도하기 asks again.
    supportSandbox.faults.clear();
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: '청약은 언제 할 수 있나요?' }, FIND)).toBeVisible();
  },
};

/** A question that is not there (removed, or an old link): 질문을 찾을 수 없어요 with the way back to the list, and no retry. */
export const DetailNotFound: Story = {
  args: { view: 'detail', id: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notFound = await canvas.findByRole('region', { name: '질문을 찾을 수 없어요' }, FIND);
    await expect(within(notFound).getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/support/faq');
    await expect(canvas.queryByRole('button', { name: '다시 시도하기' })).toBeNull();
  },
};
