import '../styles.css';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import { LiveProvider, useMarketFeed } from '@jogak/realtime/react';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStoryLiveFeed, type StoryLiveFeed } from '../../test/story-live';
import { PriceChartPanel } from './price-chart-panel';

interface ChartStoryArgs {
  readonly stockCd: string;
  /** The market simulator's actions per second (0: a still market). */
  readonly rate: number;
  readonly onOpenLink: (url: string) => void;
}

const NOW = '2025-03-04T10:00:00+09:00';
const HISTORY_PATH = '/main/v1/market/stocks/JG0001/price-history';
const sandbox = setupSandboxWorker({ now: NOW });

type Loaded = { feed: StoryLiveFeed };

/** The panel as the detail screen gives it: the market's live trades from the feed. */
function LivePriceChart({ stockCd, onOpenLink }: Omit<ChartStoryArgs, 'rate'>) {
  const { trades } = useMarketFeed(stockCd);
  return <PriceChartPanel stockCd={stockCd} trades={trades} onOpenLink={onOpenLink} />;
}

const withProviders: Decorator<ChartStoryArgs> = (Story, { loaded }) => (
  <StoryProviders token={null} onNavigate={fn()}>
    <LiveProvider client={(loaded as Loaded).feed.client}>
      <Story />
    </LiveProvider>
  </StoryProviders>
);

const meta = {
  title: 'features-trade/PriceChartPanel',
  render: ({ stockCd, onOpenLink }) => <LivePriceChart stockCd={stockCd} onOpenLink={onOpenLink} />,
  decorators: [withProviders],
  loaders: [
    ({ args }) => {
      sandbox.state.clock.set(NOW);
      sandbox.reset();
      const feed = createStoryLiveFeed(sandbox);
      if (args.rate > 0) feed.simulate(args.rate);
      return { feed } satisfies Loaded;
    },
  ],
  args: { stockCd: 'JG0001', rate: 0, onOpenLink: fn() },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<ChartStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

/** The lazily loaded chart has drawn on its canvases. */
async function chartDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('.jg-trade-chart__canvas canvas').length).toBeGreaterThan(0), FIND);
}

/**
 * Day candles with volume; the last day in words; TradingView's NOTICE and link, which opens
 * through `onOpenLink`. The chart itself is hidden from screen readers and has no logo link (a
 * small tab stop named in English that opens a new tab). Older days come into view by a button as
 * well as a swipe, and 최근 봉 보기 brings the latest back (on the library itself: its view's ends).
 */
export const Days: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('2025.02.28 시세', {}, FIND)).toHaveTextContent('종가5,430원');
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('button', { name: '일봉' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(/TradingView Lightweight Charts™ · Copyright \(c\) 2023 TradingView, Inc\./)).toBeInTheDocument();
    const chart = canvasElement.querySelector('.jg-trade-chart__canvas');
    await expect(chart).toHaveAttribute('aria-hidden', 'true');
    await expect(chart?.querySelector('a')).toBeNull();
    const link = canvas.getByRole('link', { name: /tradingview\.com/ });
    await expect(link).toHaveAttribute('href', 'https://www.tradingview.com/');
    await userEvent.click(link);
    await expect(args.onOpenLink).toHaveBeenCalledWith('https://www.tradingview.com/');

    const latest = canvas.getByRole('button', { name: '최근 봉 보기' });
    await expect(latest).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '이전 봉 보기' }));
    await waitFor(() => expect(latest).toHaveAttribute('aria-disabled', 'false'), FIND);
    await userEvent.click(latest);
    await waitFor(() => expect(latest).toHaveAttribute('aria-disabled', 'true'), FIND);
  },
};

/** Week candles: each from its Monday. */
export const Weeks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('2025.02.28 시세', {}, FIND);
    await userEvent.click(canvas.getByRole('button', { name: '주봉' }));
    await expect(await canvas.findByLabelText('2025.02.24 주 시세', {}, FIND)).toBeInTheDocument();
    await chartDrawn(canvasElement);
  },
};

/** Today's minutes while the simulator trades: each live trade moves the last candle. */
export const LiveMinutes: Story = {
  args: { rate: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The simulator may have traded already: the last day is then today.
    await canvas.findByLabelText(/^2025\.(02\.28|03\.04) 시세$/, {}, FIND);
    await userEvent.click(canvas.getByRole('button', { name: '분봉' }));
    const legend = await canvas.findByLabelText(/^\d{2}:\d{2} 시세$/, {}, FIND);
    await chartDrawn(canvasElement);
    const volume = () => within(canvas.getByLabelText(/^\d{2}:\d{2} 시세$/)).getAllByRole('definition').at(-1)?.textContent;
    const first = volume();
    await waitFor(() => expect(volume()).not.toBe(first), FIND);
    await expect(legend).toBeInTheDocument();
  },
};

/** No trade yet today: the minute chart says so. */
export const NoTradesToday: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('2025.02.28 시세', {}, FIND);
    await userEvent.click(canvas.getByRole('button', { name: '분봉' }));
    await expect(await canvas.findByText('오늘은 아직 체결이 없어요', {}, FIND)).toBeInTheDocument();
  },
};

/** Loading: the history never answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers(HISTORY_PATH), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('차트를 불러오는 중이에요', {}, FIND)).toBeInTheDocument();
  },
};

/** The history call fails. */
export const Failed: Story = {
  parameters: { msw: { handlers: [fails(HISTORY_PATH), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('차트를 불러오지 못했어요.', {}, FIND)).toBeInTheDocument();
  },
};
