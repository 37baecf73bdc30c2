import type {
  LiveAccountAmounts,
  LiveEvent,
  LiveEventData,
  LiveHolding,
  LiveMarketOperation,
  LiveMarketTrade,
  LiveNotification,
  LiveOrder,
  LiveOrderBook,
  LiveOrderStatus,
  LiveTicker,
  LiveTrade,
} from '@jogak/api-client';
import { proxy, ref } from 'valtio';
import type { LiveConnectionStatus } from '../connection/live-connection';

/** Today's figures of one market (시세): what a quote screen shows beside the book. */
export interface TodayQuote {
  stockCd: string;
  prevClosePrice: number;
  openPrice: number;
  highPrice: number;
  lowPrice: number;
  upperLimitPrice: number;
  lowerLimitPrice: number;
  tradeQty: number;
  tradeAmt: number;
}

/** One row of the market stock list. */
export interface MarketStock {
  stockCd: string;
  name: string;
  currentPrice: number;
  changePrice: number;
  changeRate: number;
  tradeQty: number;
  /** When the ticker it came from was sent (KST), so a screen can tell a row of an earlier day. */
  updatedAt: string;
}

/** The answers of the partner's asynchronous (`/sync/…`) calls, last one of each kind. */
export interface SyncResults {
  'register-account'?: LiveEventData<'register-account'>;
  'terminate-account'?: LiveEventData<'terminate-account'>;
  'contract-accounts'?: LiveEventData<'contract-accounts'>;
  'reception-lookup'?: LiveEventData<'reception-lookup'>;
  'account-history'?: LiveEventData<'account-history'>;
  'account-history-detail'?: LiveEventData<'account-history-detail'>;
  'subscribe-complete'?: LiveEventData<'subscribe-complete'>;
  'withdrawal-complete'?: LiveEventData<'withdrawal-complete'>;
}

/** Everything the live feed keeps (spec section 3: quote, ticker, today quote, trade, order, account, stock balance; the market stock list). */
export interface LiveState {
  /** Where the connection stands. */
  status: LiveConnectionStatus;
  /**
   * The feed was lost: true from a connection that dropped or an attempt that failed
   * (`retrying`) until a connection is up again, through the `connecting` of each new attempt.
   * The market figures then are the last ones received, not current ones. A deliberate restart
   * (new identity, `reconnect()`) that connects is not a loss.
   */
  interrupted: boolean;
  /** Order books (호가) by stock code. */
  quotes: Record<string, LiveOrderBook>;
  tickers: Record<string, LiveTicker>;
  todayQuotes: Record<string, TodayQuote>;
  /** Market trades (체결) by stock code, newest first. */
  trades: Record<string, LiveMarketTrade[]>;
  /** The user's own fills, newest first. */
  myTrades: LiveTrade[];
  /**
   * The user's open orders (`OPEN`, `PARTIAL`) by order number, the newest `MY_ITEMS_KEPT` by
   * `orderedAt`: an order leaves once filled or cancelled.
   */
  orders: Record<string, LiveOrder>;
  account: LiveAccountAmounts | null;
  /** The user's holdings by stock code; a holding sold out is removed. */
  stockBalances: Record<string, LiveHolding>;
  marketStocks: Record<string, MarketStock>;
  marketOperation: LiveMarketOperation | null;
  /** New notifications, newest first. */
  notifications: LiveNotification[];
  syncResults: SyncResults;
}

/** How many market trades are kept per market. */
export const MARKET_TRADES_KEPT = 50;
/** How many of the user's fills, notifications and open orders are kept. */
export const MY_ITEMS_KEPT = 100;

/** The statuses of an order still waiting to be filled; the others (filled, cancelled) are done. */
const OPEN_ORDER_STATUSES: ReadonlySet<LiveOrderStatus> = new Set(['OPEN', 'PARTIAL']);

/**
 * A fresh, empty live state (a valtio proxy).
 *
 * @example
 * const state = createLiveState();
 * applyLiveEvents(state, [tickerEvent]);
 * state.tickers['JG0001']?.currentPrice; // 5000
 */
export function createLiveState(): LiveState {
  return proxy<LiveState>({
    status: 'idle',
    interrupted: false,
    quotes: {},
    tickers: {},
    todayQuotes: {},
    trades: {},
    myTrades: [],
    orders: {},
    account: null,
    stockBalances: {},
    marketStocks: {},
    marketOperation: null,
    notifications: [],
    syncResults: {},
  });
}

/**
 * Forget what belongs to the user (orders, account, holdings, fills, notifications, sync answers),
 * for a logout or a change of user. Market data stays.
 *
 * @example
 * clearUserState(state);
 */
export function clearUserState(state: LiveState): void {
  state.myTrades = [];
  state.orders = {};
  state.account = null;
  state.stockBalances = {};
  state.notifications = [];
  state.syncResults = {};
}

/**
 * Forget one market's live figures (book, ticker, today's quote, list row, trades), for when
 * nobody follows it any more: kept, they would freeze at their last value and, shown on the next
 * visit, pass for current over a fresher HTTP answer until the server's first message.
 *
 * @example
 * forgetMarket(state, 'JG0001');
 * state.tickers['JG0001']; // undefined
 */
export function forgetMarket(state: LiveState, stockCd: string): void {
  delete state.quotes[stockCd];
  delete state.tickers[stockCd];
  delete state.todayQuotes[stockCd];
  delete state.marketStocks[stockCd];
  delete state.trades[stockCd];
}

function prepend<T>(list: T[], items: T[], kept: number): T[] {
  return [...items.reverse(), ...list].slice(0, kept);
}

/** Drops the oldest open orders (by `orderedAt`) beyond `MY_ITEMS_KEPT`. */
function dropOldestOrders(orders: Record<string, LiveOrder>): void {
  const all = Object.values(orders);
  if (all.length <= MY_ITEMS_KEPT) return;
  all.sort((a, b) => Date.parse(b.orderedAt) - Date.parse(a.orderedAt));
  for (const { orderNo } of all.slice(MY_ITEMS_KEPT)) delete orders[orderNo];
}

/**
 * Apply a batch of events, in arrival order. Only the last order book and ticker of each market in
 * a batch are applied (each is a full state), so a burst costs one update per market.
 *
 * The market's data (books, tickers, today's quotes, list rows, trade lists) is stored as valtio
 * `ref`s: each update replaces the whole value and nothing mutates it in place, so valtio need not
 * wrap every level and trade in proxies of its own (at 1,000 messages a second that wrapping was a
 * large share of the page's script). A screen still re-renders when a market's value is replaced.
 *
 * @example
 * applyLiveEvents(state, queue.splice(0));
 */
export function applyLiveEvents(state: LiveState, events: readonly LiveEvent[]): void {
  const lastBook = new Map<string, LiveOrderBook>();
  const lastTicker = new Map<string, LiveTicker>();
  const newTrades = new Map<string, LiveMarketTrade[]>();
  const newFills: LiveTrade[] = [];
  const newNotifications: LiveNotification[] = [];
  let ordersChanged = false;
  for (const event of events) {
    switch (event.event) {
      case 'orderbook-snapshot':
        lastBook.set(event.data.stockCd, event.data);
        break;
      case 'ticker':
        lastTicker.set(event.data.stockCd, event.data);
        break;
      case 'market-trade': {
        const list = newTrades.get(event.data.stockCd) ?? [];
        list.push(event.data);
        newTrades.set(event.data.stockCd, list);
        break;
      }
      case 'trade':
        newFills.push(event.data);
        break;
      case 'order-updated':
        // Only open orders are kept: the WebView lives for days, and a filled or cancelled order
        // kept would be copied by every snapshot of the state for the rest of its life.
        if (OPEN_ORDER_STATUSES.has(event.data.status)) state.orders[event.data.orderNo] = event.data;
        else delete state.orders[event.data.orderNo];
        ordersChanged = true;
        break;
      case 'account-updated':
        state.account = event.data;
        break;
      case 'stock-balance-updated':
        if (event.data.holdQty === 0) delete state.stockBalances[event.data.stockCd];
        else state.stockBalances[event.data.stockCd] = event.data;
        break;
      case 'notification':
        newNotifications.push(event.data);
        break;
      case 'market-operation':
        state.marketOperation = event.data;
        break;
      default:
        state.syncResults = { ...state.syncResults, [event.event]: event.data };
    }
  }
  for (const [stockCd, book] of lastBook) state.quotes[stockCd] = ref(book);
  for (const [stockCd, ticker] of lastTicker) {
    state.tickers[stockCd] = ref(ticker);
    state.todayQuotes[stockCd] = ref({
      stockCd,
      prevClosePrice: ticker.prevClosePrice,
      openPrice: ticker.openPrice,
      highPrice: ticker.highPrice,
      lowPrice: ticker.lowPrice,
      upperLimitPrice: ticker.upperLimitPrice,
      lowerLimitPrice: ticker.lowerLimitPrice,
      tradeQty: ticker.tradeQty,
      tradeAmt: ticker.tradeAmt,
    });
    state.marketStocks[stockCd] = ref({
      stockCd,
      name: ticker.name,
      currentPrice: ticker.currentPrice,
      changePrice: ticker.changePrice,
      changeRate: ticker.changeRate,
      tradeQty: ticker.tradeQty,
      updatedAt: ticker.updatedAt,
    });
  }
  for (const [stockCd, trades] of newTrades) state.trades[stockCd] = ref(prepend(state.trades[stockCd] ?? [], trades, MARKET_TRADES_KEPT));
  if (newFills.length > 0) state.myTrades = prepend(state.myTrades, newFills, MY_ITEMS_KEPT);
  if (newNotifications.length > 0) state.notifications = prepend(state.notifications, newNotifications, MY_ITEMS_KEPT);
  if (ordersChanged) dropOldestOrders(state.orders);
}
