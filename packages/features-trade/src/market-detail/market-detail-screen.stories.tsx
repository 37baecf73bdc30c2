import '../styles.css';
import type { GateUser, NavigateToRoute } from '@jogak/app-core';
import { fails, neverAnswers, StoryProviders } from '@jogak/feature-testing/stories';
import type { LiveClient } from '@jogak/realtime';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStoryLiveFeed, createUnreachableLiveClient } from '../../test/story-live';
import { MarketDetailScreen, type MarketDetailScreenProps } from './market-detail-screen';

type Setup = 'none' | 'empty-book' | 'limit-up' | 'limit-down' | 'resting-orders';
/** `live`: the in-page simulated feed; `down`: a feed whose every attempt fails (the live endpoint down). */
type Feed = 'live' | 'down';
type DetailStoryArgs = Omit<MarketDetailScreenProps, 'loadLive' | 'subscribeToForeground'> & {
  readonly onNavigate: NavigateToRoute;
  readonly at: string;
  readonly rate: number;
  readonly signedIn: boolean;
  readonly setup: Setup;
  readonly feed: Feed;
};

const NOW = '2025-03-04T10:00:00+09:00';
const LINKED: GateUser = { userType: '200', investPersonUniqueNo: 'IP-1', allianceAccountNoRegisterYn: 'Y' };
const GUEST: GateUser = { userType: '100', investPersonUniqueNo: '', allianceAccountNoRegisterYn: 'N' };
// The sandbox answers through Storybook's MSW worker; its model also feeds the in-page live market.
const sandbox = setupSandboxWorker({ now: NOW });

/** Shape the seeded market before the screen opens. */
function arrange(setup: Setup): void {
  const stock = sandbox.state.data.stocks.get('JG0001');
  if (!stock) return;
  if (setup === 'empty-book') for (const maker of ['sim-maker-1', 'sim-maker-2']) sandbox.state.cancelAllOrders(maker, 'JG0001');
  if (setup === 'limit-up') stock.currentPrice = stock.upperLimitPrice;
  if (setup === 'limit-down') stock.currentPrice = stock.lowerLimitPrice;
  if (setup === 'resting-orders') for (const price of [5_400, 5_390]) sandbox.state.placeOrder('demo-general', { stockCd: 'JG0001', side: 'buy', price, quantity: 2 });
}

/** The client of a story whose feed is down (it retries every 2 s): the next story's loader disconnects it. */
let downClient: LiveClient | undefined;

type Loaded = { client: LiveClient; token: string | null };

const withProviders: Decorator<DetailStoryArgs> = (Story, { args, loaded }) => (
  <StoryProviders token={(loaded as Loaded).token} onNavigate={args.onNavigate}>
    <Story />
  </StoryProviders>
);

const meta = {
  title: 'features-trade/MarketDetailScreen',
  render: ({ onNavigate: _navigate, at: _at, rate: _rate, signedIn, setup: _setup, feed: _feed, ...props }, { loaded }) => (
    <MarketDetailScreen
      {...props}
      user={signedIn ? LINKED : props.user}
      loadLive={() => Promise.resolve((loaded as Loaded).client)}
      subscribeToForeground={() => () => undefined}
    />
  ),
  decorators: [withProviders],
  loaders: [
    ({ args }) => {
      sandbox.state.clock.set(args.at);
      sandbox.reset();
      arrange(args.setup);
      const token = args.signedIn ? sandbox.state.login('demo-general').token : null;
      void downClient?.disconnect();
      downClient = undefined;
      // Created even for a feed that is down: it stops the previous story's feed and simulator.
      const feed = createStoryLiveFeed(sandbox, token);
      if (args.feed === 'down') {
        feed.stop();
        downClient = createUnreachableLiveClient();
        downClient.connect();
        return { client: downClient, token } satisfies Loaded;
      }
      if (args.rate > 0) feed.simulate(args.rate);
      return { client: feed.client, token } satisfies Loaded;
    },
  ],
  args: { stockCd: 'JG0001', user: GUEST, onGate: fn(), onDeposit: fn(), onNavigate: fn(), at: NOW, rate: 0, signedIn: true, setup: 'none', feed: 'live' },
  parameters: { msw: { handlers: sandbox.handlers } },
} satisfies Meta<DetailStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIND = { timeout: 15_000 };

async function bookOf(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('table', { name: '호가' }, FIND);
}

/** The ticker, today's figures and the ten-level book with the current price outlined. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '을지로 파인타워 1호' }, FIND)).toBeInTheDocument();
    const book = await bookOf(canvasElement);
    await waitFor(() => expect(within(book).getAllByRole('row')).toHaveLength(11), FIND);
    await expect(canvas.getByLabelText('최우선 호가')).toHaveTextContent('최우선 매도호가5,440원최우선 매수호가5,430원');
  },
};

/** The simulator trades fast: the book and the trades keep moving. */
export const FastMarket: Story = {
  args: { rate: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bookOf(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '체결' }));
    const trades = await canvas.findByRole('table', { name: '최근 체결' }, FIND);
    await waitFor(() => expect(within(trades).getAllByRole('row').length).toBeGreaterThan(3), FIND);
  },
};

/** Nobody has an order in: the book says so. */
export const EmptyBook: Story = {
  args: { setup: 'empty-book' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('호가가 없어요', {}, FIND)).toBeInTheDocument();
  },
};

/** 상한가: the price at its upper limit. */
export const LimitUp: Story = {
  args: { setup: 'limit-up' },
  play: async ({ canvasElement }) => {
    const ticker = await within(canvasElement).findByRole('region', { name: '현재가' }, FIND);
    await waitFor(() => expect(ticker).toHaveTextContent('7,050원 상승+1,620 (+29.83%) 상한가'), FIND);
  },
};

/** 하한가: the price at its lower limit. */
export const LimitDown: Story = {
  args: { setup: 'limit-down' },
  play: async ({ canvasElement }) => {
    const ticker = await within(canvasElement).findByRole('region', { name: '현재가' }, FIND);
    await waitFor(() => expect(ticker).toHaveTextContent('3,810원 하락\u22121,620 (\u221229.83%) 하한가'), FIND);
  },
};

/** After 16:00 the order buttons explain the trading hours instead of opening the sheet. */
export const Closed: Story = {
  args: { at: '2025-03-04T17:00:00+09:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bookOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '매수' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '지금은 거래 시간이 아니에요' }, FIND);
    await expect(dialog).toHaveTextContent('주문은 평일 09:00 ~ 16:00에 할 수 있어요.');
  },
};

/** A guest asked to sign up before ordering. */
export const GuestGate: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    await bookOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '매도' }));
    // A guest (user type 100) has no membership yet: app-core's gate asks for the sign-up first.
    const dialog = await within(document.body).findByRole('dialog', { name: '회원가입이 필요해요' }, FIND);
    await userEvent.click(within(dialog).getByRole('button', { name: '회원가입하기' }));
    await expect(args.onGate).toHaveBeenCalledWith('NEED_SIGN_UP');
  },
};

function rejection(side: '매수' | '매도', price: string | null, quantity: string, title: string): Story {
  return {
    play: async ({ canvasElement }) => {
      const page = within(document.body);
      await bookOf(canvasElement);
      await userEvent.click(within(canvasElement).getByRole('button', { name: side }));
      const sheet = await page.findByRole('dialog', { name: `${side} 주문` }, FIND);
      if (price !== null) {
        await userEvent.clear(within(sheet).getByLabelText('주문 가격'));
        await userEvent.type(within(sheet).getByLabelText('주문 가격'), price);
        await userEvent.tab();
      }
      await userEvent.clear(within(sheet).getByLabelText('주문 수량'));
      await userEvent.type(within(sheet).getByLabelText('주문 수량'), quantity);
      await userEvent.click(within(sheet).getByRole('button', { name: `${side}하기` }));
      await expect(await page.findByRole('dialog', { name: title }, FIND)).toBeInTheDocument();
    },
  };
}

export const NoInputPriceCount = rejection('매수', null, '0', '가격과 수량을 입력해주세요');
export const OverInputPossibleCount = rejection('매도', null, '121', '매도 가능 수량을 넘었어요');
export const InsufficientFund = rejection('매수', null, '600', '예치금이 부족해요');
export const OverDealSpinRateBuy = rejection('매수', null, '18001', '오늘의 매수 회전율 한도를 넘었어요');
export const OverDealSpinRateSell = rejection('매도', null, '18001', '오늘의 매도 회전율 한도를 넘었어요');
export const OverMaxQuoteAbove = rejection('매수', '5500', '1', '주문할 수 없는 매수 가격이에요');
export const OverMaxQuoteBelow = rejection('매도', '5370', '1', '주문할 수 없는 매도 가격이에요');
export const OverUpperPrice = rejection('매수', '7100', '1', '상한가를 넘었어요');
export const UnderLowerPrice = rejection('매도', '3800', '1', '하한가보다 낮아요');

/** A buy first asks the unsuitable-transaction confirmation. */
export const UnsuitableConfirmation = rejection('매수', null, '1', '부적합 거래 확인');

/** Two unfilled buys; 전체 취소 asks first, then empties the list. */
export const UnfilledOrders: Story = {
  args: { setup: 'resting-orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bookOf(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '미체결' }));
    const list = await canvas.findByRole('list', { name: '미체결 주문' }, FIND);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '전체 취소' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '미체결 주문을 모두 취소할까요?' }, FIND);
    await userEvent.click(within(dialog).getByRole('button', { name: '모두 취소' }));
    await expect(await canvas.findByText('미체결 주문이 없어요', {}, FIND)).toBeInTheDocument();
  },
};

/** Loading: the stock call never answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('/main/v1/market/stocks/JG0001'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('불러오는 중이에요', {}, FIND)).toBeInTheDocument();
  },
};

/** The stock call fails. */
export const Failed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/market/stocks/JG0001'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('시세를 불러오지 못했어요.', {}, FIND)).toBeInTheDocument();
  },
};

/**
 * The order-book snapshot fails while the live feed is down: nothing to show, so the book says it
 * failed, with 다시 시도하기 (which asks for the snapshot again), and the feed's notice says it is lost.
 */
export const BookFailedFeedDown: Story = {
  args: { feed: 'down', signedIn: false },
  parameters: { msw: { handlers: [fails('/main/v1/market/stocks/JG0001/order-book'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '을지로 파인타워 1호' }, FIND)).toBeInTheDocument();
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('호가를 불러오지 못했어요.');
    await expect(within(alert).getByRole('button', { name: '다시 시도하기' })).toBeVisible();
    await expect(canvas.queryByText('호가를 불러오는 중이에요')).toBeNull();
    await expect(canvas.getByRole('status', { name: '실시간 시세 연결' })).toHaveTextContent('실시간 시세 연결이 끊겼어요. 다시 연결하는 중이에요.');
  },
};

/** The buy sheet once it is open; its figures come after. */
async function openBuySheet(canvasElement: HTMLElement) {
  await bookOf(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '매수' }));
  return within(document.body).findByRole('dialog', { name: '매수 주문' }, FIND);
}

/** Buying power failed: the sheet says so in place of 매수 가능, with 다시 시도하기; 주문 가능 금액 reads 확인하지 못했어요. */
export const OrderSheetFundsFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/amts'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const sheet = await openBuySheet(canvasElement);
    const alert = await within(sheet).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('주문 가능 금액을 불러오지 못했어요.');
    await expect(within(alert).getByRole('button', { name: '다시 시도하기' })).toBeVisible();
    await expect(within(sheet).getByLabelText('주문 금액')).toHaveTextContent('주문 가능 금액확인하지 못했어요');
  },
};

/** Today's orders failed: the buyable quantity cannot be counted, so the sheet says so, with 다시 시도하기. */
export const OrderSheetQuantityFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/orders'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const sheet = await openBuySheet(canvasElement);
    const alert = await within(sheet).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('매수 가능 수량을 불러오지 못했어요.');
    await expect(within(alert).getByRole('button', { name: '다시 시도하기' })).toBeVisible();
    await expect(within(sheet).queryByText(/매수 가능 확인 중/)).toBeNull();
  },
};

/** A code nobody lists. */
export const NotFound: Story = {
  args: { stockCd: 'JG9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('상장된 종목을 찾을 수 없어요', {}, FIND)).toBeInTheDocument();
  },
};
