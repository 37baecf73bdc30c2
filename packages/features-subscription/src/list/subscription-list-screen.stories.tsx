import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { emptyPage, STORY_NOW } from '../../test/story-clock';
import { SubscriptionListScreen, type SubscriptionListScreenProps } from './subscription-list-screen';

type ListStoryArgs = SubscriptionListScreenProps & { readonly onNavigate: NavigateToRoute };

// The sandbox answers through Storybook's MSW worker at a fixed instant, so D-days read the same.
const sandbox = setupSandboxWorker({ now: STORY_NOW });

const meta = {
  title: 'features-subscription/SubscriptionListScreen',
  render: ({ onNavigate, ...props }) => (
    <StoryProviders onNavigate={onNavigate}>
      <SubscriptionListScreen {...props} />
    </StoryProviders>
  ),
  args: { search: {}, onFilterChange: fn(), onNavigate: fn(), now: new Date(STORY_NOW) },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<ListStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

/** 전체: all twelve offerings; a filter tells the app, a card opens the offering. */
export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '전체 공모' }, FIND);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: '청약 예정' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('upcoming');
    await userEvent.click(within(list).getByRole('link', { name: /광안리 오션뷰 스테이/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id', params: { id: '108' } });
  },
};

/** 청약 예정: D-days count to the opening. */
export const Upcoming: Story = {
  args: { search: { filter: 'upcoming' } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '청약 예정 공모' }, FIND);
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent?.split('공모가')[0])).toEqual([
      '청약 예정D-3 오픈명동 헤리티지 호텔',
      '청약 예정D-4 오픈센텀시티 비즈니스 타워',
    ]);
  },
};

/** 청약 중: D-days to the last day, quantities and the rate. */
export const Open: Story = {
  args: { search: { filter: 'open' } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '청약 중 공모' }, FIND);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      '청약 중D-4 마감광안리 오션뷰 스테이공모가 5,000원총 발행800,000주모집720,000주청약331,200주청약률46%위험 등급1등급 매우 높은 위험',
    );
  },
};

/** 청약 마감: counted from the last day. */
export const Closed: Story = {
  args: { search: { filter: 'closed' } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '청약 마감 공모' }, FIND);
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent?.split('공모가')[0])).toEqual(['청약 마감D+1 마감한남 스트리트 리테일']);
  },
};

/** 배정·상장: to the listing, or since it. */
export const Listed: Story = {
  args: { search: { filter: 'listed' } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '배정·상장 공모' }, FIND);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getAllByRole('listitem')[4]).toHaveTextContent(/^배정 완료D-6 상장서면 센트럴 스테이션/);
  },
};

/** The offerings on their way: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/offerings'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러오는 중이에요')).toBeInTheDocument();
  },
};

/** No offering in the chosen state. */
export const Empty: Story = {
  args: { search: { filter: 'closed' } },
  parameters: { msw: { handlers: [emptyPage('/main/v1/offerings'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('청약이 마감된 공모가 없어요', {}, FIND)).toBeVisible();
  },
};

/** The server failed: a Korean message and 다시 시도하기. */
export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/offerings'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('공모 정보를 불러오지 못했어요.');
    await expect(within(canvasElement).getByRole('button', { name: '다시 시도하기' })).toBeVisible();
  },
};

/** A finger pulling the list down past the threshold and letting go: the list refreshes. */
function pullToRefresh(root: Element) {
  const touch = (clientY: number) => [new Touch({ identifier: 1, target: root, clientY })];
  root.dispatchEvent(new TouchEvent('touchstart', { touches: touch(100) }));
  root.dispatchEvent(new TouchEvent('touchmove', { touches: touch(190) }));
  root.dispatchEvent(new TouchEvent('touchend', { touches: [] }));
}

/**
 * A pull to refresh that fails keeps the cards it had and says so above them with 다시 시도하기, the
 * refresh without a pull: the notice stays until a refresh brings the list.
 */
export const RefreshFailed: Story = {
  args: { search: { filter: 'open' } },
  // The fault armed in play (after the first load) is disarmed when the story is left.
  beforeEach: () => () => sandbox.faults.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '청약 중 공모' }, FIND);
    sandbox.faults.add({ status: 500, path: '/main/v1/offerings', method: 'GET', times: 0 });
    const root = canvasElement.querySelector('.jg-subs');
    if (!root) throw new Error('the list screen is not on the page');
    pullToRefresh(root);
    await expect(await canvas.findByRole('alert', {}, FIND)).toHaveTextContent('최신 공모 정보를 불러오지 못했어요.');
    await waitFor(() => expect(canvas.queryByText('새로고침 중이에요')).toBeNull(), FIND);
    await expect(canvas.getByRole('list', { name: '청약 중 공모' })).toBe(list);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('광안리 오션뷰 스테이')).toBeVisible();

    const alert = canvas.getByRole('alert');
    sandbox.faults.clear();
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), FIND);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
