import '../styles.css';
import type { GateUser, NavigateToRoute } from '@jogak/app-core';
import { failingGets, fails, neverAnswers, retryWithServerBack, StoryProviders, toastComesAndGoes } from '@jogak/feature-testing/stories';
import type { LiveClient } from '@jogak/realtime';
import { setupSandboxWorker } from '@jogak/sandbox/browser';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStoryLiveFeed, createUnreachableLiveClient } from '../../test/story-live';
import type { LoadLiveClient } from '../live-feed/live-gate';
import { MarketDetailScreen, type MarketDetailScreenProps } from './market-detail-screen';

type Setup = 'none' | 'empty-book' | 'limit-up' | 'limit-down' | 'resting-orders' | 'no-disclosures';
/**
 * `live`: the in-page simulated feed; `down`: a feed whose every attempt fails (the live endpoint
 * down); `unloadable`: the app's live client does not load (its lazy chunk lost offline) until the
 * play lets it (`Loaded.letLiveLoad`).
 */
type Feed = 'live' | 'down' | 'unloadable';
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
  if (setup === 'no-disclosures') {
    const offering = sandbox.state.data.offerings.find((item) => item.stockCd === 'JG0001');
    if (offering) offering.disclosures = [];
  }
}

/** The client of a story whose feed is down (it retries every 2 s): the next story's loader disconnects it. */
let downClient: LiveClient | undefined;

type Loaded = {
  readonly loadLive: LoadLiveClient;
  readonly token: string | null;
  /** From now on the live client loads (what the member's 다시 시도하기 then gets, for feed `unloadable`). */
  readonly letLiveLoad: () => void;
};

/** The screen's `loadLive`, one function for the story (the live gate loads again when it changes), failing while `unloadable`. */
function liveLoader(client: LiveClient, unloadable: boolean): Pick<Loaded, 'loadLive' | 'letLiveLoad'> {
  let loads = !unloadable;
  return {
    loadLive: () => (loads ? Promise.resolve(client) : Promise.reject(new Error('The live client did not load'))),
    letLiveLoad: () => {
      loads = true;
    },
  };
}

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
      loadLive={(loaded as Loaded).loadLive}
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
        return { ...liveLoader(downClient, false), token } satisfies Loaded;
      }
      if (args.rate > 0) feed.simulate(args.rate);
      return { ...liveLoader(feed.client, args.feed === 'unloadable'), token } satisfies Loaded;
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

/** The buy or sell sheet once it is open; its figures come after. */
async function openOrderSheet(canvasElement: HTMLElement, side: '매수' | '매도') {
  await bookOf(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: side }));
  return within(document.body).findByRole('dialog', { name: `${side} 주문` }, FIND);
}

/** Buying power failed: the sheet says so in place of 매수 가능, with 다시 시도하기; 주문 가능 금액 reads 확인하지 못했어요. */
export const OrderSheetFundsFailed: Story = {
  parameters: { msw: { handlers: [fails('/main/v1/account/amts'), ...sandbox.handlers] } },
  play: async ({ canvasElement }) => {
    const sheet = await openOrderSheet(canvasElement, '매수');
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
    const sheet = await openOrderSheet(canvasElement, '매수');
    const alert = await within(sheet).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('매수 가능 수량을 불러오지 못했어요.');
    await expect(within(alert).getByRole('button', { name: '다시 시도하기' })).toBeVisible();
    await expect(within(sheet).queryByText(/매수 가능 확인 중/)).toBeNull();
  },
};

/** Types `quantity` into an open sheet once the member's figures are in (최대 shows), and presses 매수하기 / 매도하기. */
async function sendOrder(sheet: HTMLElement, side: '매수' | '매도', quantity: string) {
  await within(sheet).findByRole('button', { name: '최대' }, FIND);
  await userEvent.clear(within(sheet).getByLabelText('주문 수량'));
  await userEvent.type(within(sheet).getByLabelText('주문 수량'), quantity);
  await userEvent.click(within(sheet).getByRole('button', { name: `${side}하기` }));
}

/** 확인하고 매수 in the unsuitable-transaction confirmation every buy asks. */
async function confirmUnsuitableBuy() {
  const confirmation = await within(document.body).findByRole('dialog', { name: '부적합 거래 확인' }, FIND);
  await userEvent.click(within(confirmation).getByRole('button', { name: '확인하고 매수' }));
}

/** The 미체결 tab's list of the member's unfilled orders. */
async function unfilledOrdersOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name: '미체결' }));
  return canvas.findByRole('list', { name: '미체결 주문' }, FIND);
}

/**
 * A buy one tick under the best ask (so it rests rather than fills): after 확인하고 매수 the toast
 * says it went in, the sheet closes, and the order waits in 미체결.
 */
export const PlaceBuy: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openOrderSheet(canvasElement, '매수');
    await userEvent.click(within(sheet).getByRole('button', { name: '주문 가격 한 호가 내리기' }));
    await expect(within(sheet).getByLabelText('주문 가격')).toHaveValue('5,430');
    await sendOrder(sheet, '매수', '2');
    await confirmUnsuitableBuy();
    await toastComesAndGoes('매수 주문을 넣었어요.');
    await expect(within(document.body).queryByRole('dialog', { name: '매수 주문' })).toBeNull();
    const list = await unfilledOrdersOf(canvasElement);
    await expect(within(list).getAllByRole('listitem').map((order) => order.textContent)).toEqual(['매수 5,430원 · 미체결 2주 / 주문 2주취소 매수 5,430원 주문']);
  },
};

/** A sell one tick over the best bid (it rests): no confirmation, the toast, the sheet closes, the order in 미체결. */
export const PlaceSell: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await openOrderSheet(canvasElement, '매도');
    await userEvent.click(within(sheet).getByRole('button', { name: '주문 가격 한 호가 올리기' }));
    await expect(within(sheet).getByLabelText('주문 가격')).toHaveValue('5,440');
    await sendOrder(sheet, '매도', '3');
    await toastComesAndGoes('매도 주문을 넣었어요.');
    await expect(within(document.body).queryByRole('dialog', { name: '매도 주문' })).toBeNull();
    const list = await unfilledOrdersOf(canvasElement);
    await expect(within(list).getAllByRole('listitem').map((order) => order.textContent)).toEqual(['매도 5,440원 · 미체결 3주 / 주문 3주취소 매도 5,440원 주문']);
  },
};

/**
 * The server refuses a sent buy with a code that has no dialog of its own: a toast says the order
 * failed, then the server's reason;
 * the sheet stays with what was typed, ready to send again.
 */
export const OrderRefusedByServer: Story = {
  // After the meta's loader has reset the sandbox (and its faults).
  loaders: [
    () => {
      sandbox.faults.add({ status: 400, code: 'BAD_REQUEST', message: '지금은 주문을 받을 수 없어요.', path: '/main/v1/orders', method: 'POST' });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const sheet = await openOrderSheet(canvasElement, '매수');
    await sendOrder(sheet, '매수', '2');
    await confirmUnsuitableBuy();
    await toastComesAndGoes('주문하지 못했어요. 지금은 주문을 받을 수 없어요.');
    await expect(within(document.body).getByRole('dialog', { name: '매수 주문' })).toBe(sheet);
    await expect(within(sheet).getByLabelText('주문 수량')).toHaveValue('2');
    await expect(within(sheet).getByRole('button', { name: '매수하기' })).toBeEnabled();
  },
};

/**
 * The server refuses a buy the sheet let through (the buying power was spent on another device
 * meanwhile): its INSUFFICIENT_FUND dialog, whose 입금하기 leads to the deposit with the order kept for the next sheet.
 */
export const OrderRefusedInsufficientFund: Story = {
  loaders: [
    () => {
      sandbox.faults.add({ status: 400, code: 'INSUFFICIENT_FUND', message: '주문 가능 금액이 부족해요. 입금 후 다시 시도해주세요.', path: '/main/v1/orders', method: 'POST' });
      return {};
    },
  ],
  play: async ({ canvasElement, args }) => {
    const sheet = await openOrderSheet(canvasElement, '매수');
    await sendOrder(sheet, '매수', '2');
    await confirmUnsuitableBuy();
    const dialog = await within(document.body).findByRole('dialog', { name: '예치금이 부족해요' }, FIND);
    await userEvent.click(within(dialog).getByRole('button', { name: '입금하기' }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
    // The sheet closes for the deposit; the next 매수 sheet opens with the order as it was typed.
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '매수 주문' })).toBeNull(), FIND);
    const back = await openOrderSheet(canvasElement, '매수');
    await expect(within(back).getByLabelText('주문 수량')).toHaveValue('2');
  },
};

/** One unfilled order cancelled with its own 취소: the toast, and the other order stays. */
export const CancelOneUnfilled: Story = {
  args: { setup: 'resting-orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bookOf(canvasElement);
    const list = await unfilledOrdersOf(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: '취소 매수 5,400원 주문' }));
    await toastComesAndGoes('주문을 취소했어요.');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), FIND);
    await expect(within(list).getByRole('listitem')).toHaveTextContent('매수 5,390원 · 미체결 2주 / 주문 2주');
    await expect(canvas.getByRole('heading', { name: '미체결 주문 1건' })).toBeVisible();
  },
};

/** The unfilled orders fail: the tab says so with 다시 시도하기, which brings them. */
export const UnfilledFailed: Story = {
  args: { setup: 'resting-orders' },
  loaders: [failingGets(sandbox.faults, '/main/v1/orders')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bookOf(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '미체결' }));
    const panel = await canvas.findByRole('tabpanel', { name: '미체결' }, FIND);
    const alert = await within(panel).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('미체결 주문을 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    const list = await within(panel).findByRole('list', { name: '미체결 주문' }, FIND);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The tab panel `name` once its tab is pressed. */
async function openTab(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await bookOf(canvasElement);
  await userEvent.click(canvas.getByRole('tab', { name }));
  return canvas.findByRole('tabpanel', { name }, FIND);
}

/** 건물 정보: the building's name, address and facts from its offering. */
export const BuildingInfo: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, '건물 정보');
    await expect(await within(panel).findByRole('heading', { level: 3, name: '을지로 파인타워' }, FIND)).toBeVisible();
    await expect(within(panel).getByText('서울특별시 중구 을지로 100')).toBeVisible();
    const facts = within(panel).getByRole('region', { name: '건물 정보' });
    await expect(facts).toHaveTextContent('용도업무시설규모지하 6층 / 지상 20층연면적38,412.5㎡대지면적2,310.2㎡준공2009년임대율98.4%총 발행1,800,000주공모가5,000원');
  },
};

/** The offering behind the tab fails: 건물 정보를 불러오지 못했어요. with 다시 시도하기, which brings it. */
export const BuildingInfoFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/offerings/101')],
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, '건물 정보');
    const alert = await within(panel).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('건물 정보를 불러오지 못했어요.');
    await retryWithServerBack(sandbox.faults, alert);
    await expect(await within(panel).findByRole('heading', { level: 3, name: '을지로 파인타워' }, FIND)).toBeVisible();
  },
};

/** 배당: the expected yield, and every dividend the member was paid for this stock with the total. */
export const Dividends: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, '배당');
    await expect(await within(panel).findByRole('region', { name: '배당' }, FIND)).toHaveTextContent('예상 배당수익률연 4.8%1주당 연 배당금(세전)240원지급 횟수연 4회');
    const paid = await within(panel).findByRole('table', { name: '받은 배당금' }, FIND);
    await expect(within(paid).getAllByRole('row').map((row) => row.textContent)).toEqual([
      '지급일1주당받은 금액(세후)',
      '2025.01.1560원6,092원',
      '2024.10.1560원6,092원',
      '합계12,184원',
    ]);
  },
};

/** A building the member never held: 아직 받은 배당금이 없어요. */
export const DividendsNone: Story = {
  args: { stockCd: 'JG0002' },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, '배당');
    await expect(await within(panel).findByRole('region', { name: '아직 받은 배당금이 없어요' }, FIND)).toBeVisible();
    await expect(within(panel).queryByRole('table')).toBeNull();
  },
};

/** A guest sees what the building pays, and that logging in shows what they were paid. */
export const DividendsGuest: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, '배당');
    await expect(await within(panel).findByText('로그인하면 지금까지 받은 배당금을 볼 수 있어요.', {}, FIND)).toBeVisible();
    await expect(within(panel).queryByRole('table')).toBeNull();
  },
};

/** A member whose account is not linked yet is told that linking it, not logging in, shows what they were paid. */
export const DividendsAccountNotLinked: Story = {
  args: { signedIn: false, user: { userType: '200', investPersonUniqueNo: 'IP-1', allianceAccountNoRegisterYn: 'N' } },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, '배당');
    await expect(await within(panel).findByText('계좌를 연동하면 지금까지 받은 배당금을 볼 수 있어요.', {}, FIND)).toBeVisible();
    await expect(within(panel).queryByText(/로그인하면/)).toBeNull();
  },
};

/** The paid dividends fail: 배당 내역을 불러오지 못했어요. with 다시 시도하기, which brings them; the expected figures stay. */
export const DividendsFailed: Story = {
  loaders: [failingGets(sandbox.faults, '/main/v1/account/dividends')],
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, '배당');
    const alert = await within(panel).findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('배당 내역을 불러오지 못했어요.');
    await expect(within(panel).getByText('예상 배당수익률')).toBeVisible();
    await retryWithServerBack(sandbox.faults, alert);
    const paid = await within(panel).findByRole('table', { name: '받은 배당금' }, FIND);
    await expect(within(paid).getAllByRole('row')).toHaveLength(4);
  },
};

/** 공시: the offering's disclosures; one opens its page. */
export const Disclosures: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openTab(canvasElement, '공시');
    const list = await within(panel).findByRole('list', { name: '공시' }, FIND);
    await expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual([
      '[증권신고] 을지로 파인타워 1호 증권신고서 제출2024.08.02',
      '[투자위험] 을지로 파인타워 1호 주요 투자위험 안내2024.08.09',
      '[정기공시] 을지로 파인타워 1호 분기 운용보고서2025.02.12',
    ]);
    await userEvent.click(within(list).getByRole('link', { name: /분기 운용보고서/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: '/_main/subscription/$id/disclosure/$disclosureId', params: { id: '101', disclosureId: '10103' } });
  },
};

/** An offering with nothing disclosed yet: 공시가 없어요. */
export const NoDisclosures: Story = {
  args: { setup: 'no-disclosures' },
  play: async ({ canvasElement }) => {
    const panel = await openTab(canvasElement, '공시');
    await expect(await within(panel).findByRole('region', { name: '공시가 없어요' }, FIND)).toBeVisible();
    await expect(within(panel).queryByRole('list')).toBeNull();
  },
};

/** The app's live client does not load: 실시간 시세에 연결하지 못했어요. with 다시 시도하기, which loads it and shows the stock. */
export const LiveFailed: Story = {
  args: { feed: 'unloadable' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, FIND);
    await expect(alert).toHaveTextContent('실시간 시세에 연결하지 못했어요.');
    await expect(canvas.queryByRole('heading', { name: '을지로 파인타워 1호' })).toBeNull();
    (loaded as Loaded).letLiveLoad();
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
    await expect(await canvas.findByRole('heading', { name: '을지로 파인타워 1호' }, FIND)).toBeVisible();
    await bookOf(canvasElement);
  },
};

/** A code nobody lists. */
export const NotFound: Story = {
  args: { stockCd: 'JG9999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('상장된 종목을 찾을 수 없어요', {}, FIND)).toBeInTheDocument();
  },
};
