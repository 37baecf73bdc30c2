import '../styles.css';
import type { NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStoryLiveFeed, type StoryLiveFeed } from '../../test/story-live';
import { MarketListScreen, type MarketListScreenProps } from './market-list-screen';

type ListStoryArgs = Pick<MarketListScreenProps, 'search' | 'onSearchChange'> & { readonly onNavigate: NavigateToRoute; readonly at: string; readonly rate: number };

const NOW = '2025-03-04T10:00:00+09:00';
// The sandbox answers through Storybook's MSW worker; its model also feeds the in-page live market.
const sandbox = setupSandboxWorker({ now: NOW });

const withFeed: Decorator<ListStoryArgs> = (Story, { args }) => (
  <StoryProviders token={null} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-trade/MarketListScreen',
  render: ({ search, onSearchChange }, { loaded }) => {
    const { feed } = loaded as { feed: StoryLiveFeed };
    return <MarketListScreen loadLive={() => Promise.resolve(feed.client)} search={search} onSearchChange={onSearchChange} />;
  },
  decorators: [withFeed],
  loaders: [
    ({ args }) => {
      sandbox.state.clock.set(args.at);
      sandbox.reset();
      const feed = createStoryLiveFeed(sandbox);
      if (args.rate > 0) feed.simulate(args.rate);
      return { feed };
    },
  ],
  args: { search: {}, onSearchChange: fn(), onNavigate: fn(), at: NOW, rate: 0 },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<ListStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

/** 거래 중: four buildings with price, change, volume and market cap; a row opens its market. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '상장 건물 시세' }, FIND);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(await canvas.findByRole('status', { name: '장 운영 상태' }, FIND)).toHaveTextContent('거래 중');
    await userEvent.click(within(list).getByRole('link', { name: /을지로 파인타워 1호/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/market/$id', params: { id: 'JG0001' } });
  },
};

/** The simulator trades 을지로 파인타워 1호: its volume moves live. */
export const LiveMarket: Story = {
  args: { rate: 40 },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '상장 건물 시세' }, FIND);
    const row = within(list).getByRole('link', { name: /을지로 파인타워 1호/ });
    // Other stories may have traded already: the volume only has to move while this one watches.
    const volume = () => within(row).getByText(/거래량 [\d,]+주/).textContent;
    const before = volume();
    await waitFor(() => expect(volume()).not.toBe(before), FIND);
  },
};

/** 장 마감 after 16:00. */
export const Closed: Story = {
  args: { at: '2025-03-04T17:00:00+09:00' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '장 운영 상태' }, FIND)).toHaveTextContent(
      '장 마감지금은 거래 시간이 아니에요. 거래는 평일 09:00 ~ 16:00에 할 수 있어요.',
    );
  },
};

/** 휴장일 on a Saturday. */
export const DayOff: Story = {
  args: { at: '2025-03-08T11:00:00+09:00' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: '장 운영 상태' }, FIND)).toHaveTextContent('휴장일오늘은 휴장일이에요.');
  },
};

/** Sorted by name, then searched; a search with no match says so and keeps the text. */
export const SortAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '상장 건물 시세' }, FIND);
    await userEvent.click(canvas.getByRole('button', { name: '이름순' }));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^성수 레드브릭 오피스/);
    await userEvent.type(canvas.getByLabelText('건물 이름 검색'), '강남');
    await expect(await canvas.findByText('검색 결과가 없어요', {}, FIND)).toBeInTheDocument();
  },
};

/** No building listed yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/main/v1/market/stocks', () => HttpResponse.json({ stdAt: NOW, content: [] })), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('상장된 건물이 아직 없어요', {}, FIND)).toBeInTheDocument();
  },
};

/** Loading: the list call never answers; the market's state and the search show above its skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/market/stocks'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: '장 운영 상태' }, FIND)).toHaveTextContent('거래 중');
    await expect(canvas.getByRole('searchbox', { name: '건물 이름 검색' })).toBeInTheDocument();
    await expect(canvas.getByText('불러오는 중이에요')).toBeInTheDocument();
  },
};

/** The list call fails: a Korean error with 다시 시도하기. */
export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/market/stocks'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('시세를 불러오지 못했어요.', {}, FIND)).toBeInTheDocument();
  },
};
