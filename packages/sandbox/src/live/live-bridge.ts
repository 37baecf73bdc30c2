import { LIVE_DESTINATIONS, type LiveEvent, type LiveEventKind, marketIdOf, marketTopic } from '@jogak/api-client';
import { totalWithFee } from '@jogak/domain-rules';
import { dashedDate, holdingItem, marketOperationView, notificationView, orderView, rate, subscriptionView } from '../handlers/views';
import { isoSeoul } from '../model/clock';
import type { SandboxState } from '../model/state';
import type { StompBroker } from './stomp-broker';

function body(event: LiveEvent): string {
  return JSON.stringify(event);
}

/**
 * The market operation now as a live event: what GET /main/v1/stock/market-operation-time answers.
 *
 * @example
 * marketOperationOf(state).data.marketOpenYn; // 'Y' at 10:00 on a Tuesday
 */
export function marketOperationOf(state: SandboxState): LiveEvent & { event: 'market-operation' } {
  return { event: 'market-operation', data: marketOperationView(state) };
}

/**
 * One market's order book and ticker as live events, or `[]` for a stock that is not listed.
 *
 * @example
 * marketStateOf(state, 'JG0001').map((event) => event.event); // ['orderbook-snapshot', 'ticker']
 */
export function marketStateOf(state: SandboxState, stockCd: string): LiveEvent[] {
  const stock = state.data.stocks.get(stockCd);
  if (!stock) return [];
  const now = isoSeoul(state.clock.now());
  const book = state.data.books.get(stockCd)?.snapshot() ?? { stockCd, bids: [], asks: [] };
  const changePrice = stock.currentPrice - stock.basePrice;
  return [
    { event: 'orderbook-snapshot', data: { stockCd, asks: book.asks, bids: book.bids, updatedAt: now } },
    {
      event: 'ticker',
      data: {
        stockCd,
        name: stock.name,
        currentPrice: stock.currentPrice,
        prevClosePrice: stock.basePrice,
        changePrice,
        changeRate: rate(changePrice, stock.basePrice),
        openPrice: stock.openPrice,
        highPrice: stock.highPrice,
        lowPrice: stock.lowPrice,
        upperLimitPrice: stock.upperLimitPrice,
        lowerLimitPrice: stock.lowerLimitPrice,
        tradeQty: stock.volume,
        tradeAmt: stock.tradeAmount,
        updatedAt: now,
      },
    },
  ];
}

/**
 * What a new subscription receives first: the market's book and ticker, or the market operation,
 * so a screen shows something before the next change.
 *
 * @example
 * initialLiveMessages(state, '/topic/market/JG0001').length; // 2
 */
export function initialLiveMessages(state: SandboxState, destination: string): string[] {
  if (destination === LIVE_DESTINATIONS.marketOperation) return [body(marketOperationOf(state))];
  const stockCd = marketIdOf(destination);
  return stockCd ? marketStateOf(state, stockCd).map(body) : [];
}

/** Which `/sync/…` call's answer is delivered as which user event. */
export const SYNC_EVENTS: Record<string, Extract<LiveEventKind, 'register-account' | 'terminate-account' | 'contract-accounts' | 'reception-lookup' | 'account-history' | 'account-history-detail'>> = {
  'GET /main/v1/account/sync/register/alliance_account': 'register-account',
  'POST /main/v1/account/sync/terminate-alliance': 'terminate-account',
  'GET /main/v1/account/sync/contract-account-list': 'contract-accounts',
  'POST /main/v1/account/sync/reception_lookup': 'reception-lookup',
  'GET /main/v1/account/sync/dw/list': 'account-history',
  'GET /main/v1/account/sync/dw/detail': 'account-history-detail',
};

/**
 * Publish what the sandbox model announces as the spec's live events: a market's book, ticker and
 * trades on its topic (the ticker after each trade and when a new day resets the market); a
 * member's orders, fills, cash, holdings, notifications, subscriptions and withdrawals on that
 * member's queue; the market opening and closing, and each new day's operation, on the
 * operation topic.
 * Market topics nobody follows cost nothing. Returns the function that stops.
 *
 * @example
 * const stop = connectLiveBridge(sandbox.state, endpoint.broker);
 */
export function connectLiveBridge(state: SandboxState, broker: StompBroker): () => void {
  const { events } = state;
  const toMarket = (stockCd: string, event: LiveEvent) => {
    const topic = marketTopic(stockCd);
    if (broker.hasSubscribers(topic)) broker.publish(topic, body(event));
  };
  const toMember = (memberId: string, event: LiveEvent) => {
    if (!state.data.members.get(memberId)?.marketMaker) broker.sendToUser(memberId, body(event));
  };
  const offs = [
    events.on('orderbook-changed', ({ stockCd, book }) => {
      toMarket(stockCd, { event: 'orderbook-snapshot', data: { stockCd, asks: book.asks, bids: book.bids, updatedAt: isoSeoul(state.clock.now()) } });
    }),
    events.on('trade', ({ trade, stock }) => {
      toMarket(stock.stockCd, {
        event: 'market-trade',
        data: { stockCd: trade.stockCd, tradeNo: trade.tradeNo, price: trade.price, quantity: trade.quantity, side: trade.aggressorSide, tradedAt: trade.tradedAt },
      });
      const ticker = marketStateOf(state, stock.stockCd)[1];
      if (ticker) toMarket(stock.stockCd, ticker);
    }),
    events.on('order-placed', ({ order }) => toMember(order.memberId, { event: 'order-updated', data: orderView(state, order) })),
    events.on('order-updated', ({ order }) => toMember(order.memberId, { event: 'order-updated', data: orderView(state, order) })),
    events.on('order-filled', ({ order, trade }) => {
      toMember(order.memberId, {
        event: 'trade',
        data: {
          tradeNo: trade.tradeNo,
          orderNo: order.orderNo,
          stockCd: trade.stockCd,
          name: state.data.stocks.get(trade.stockCd)?.name ?? trade.stockCd,
          side: order.side,
          price: trade.price,
          quantity: trade.quantity,
          fee: totalWithFee(trade.price, trade.quantity, state.settings.feeRate) - trade.price * trade.quantity,
          tradedAt: trade.tradedAt,
        },
      });
    }),
    events.on('account-updated', ({ memberId, account }) =>
      toMember(memberId, {
        event: 'account-updated',
        data: {
          accountNo: account.accountNo,
          depositAmt: account.cash,
          withdrawableAmt: account.withdrawableAmount,
          orderableAmt: account.orderableAmount,
          pendingSubscriptionAmt: account.subscriptionAmount,
        },
      }),
    ),
    events.on('stock-balance-updated', ({ memberId, holding }) => toMember(memberId, { event: 'stock-balance-updated', data: holdingItem(state, holding) })),
    events.on('notification', ({ notification }) => toMember(notification.memberId, { event: 'notification', data: notificationView(notification) })),
    events.on('subscribe-complete', ({ memberId, subscription }) => toMember(memberId, { event: 'subscribe-complete', data: subscriptionView(state, subscription) })),
    events.on('withdrawal-complete', ({ memberId, withdrawal }) => {
      const summary = state.account(memberId);
      toMember(memberId, {
        event: 'withdrawal-complete',
        data: {
          dealAt: dashedDate(withdrawal.dealAt),
          dealSeq: withdrawal.dealSeq,
          dealAmt: withdrawal.amount,
          depositAmt: summary.cash,
          withdrawableAmt: summary.withdrawableAmount,
        },
      });
    }),
    // A new day moves every market's reference price, limits and day figures without a trade.
    events.on('trading-day', ({ stockCds }) => {
      for (const stockCd of stockCds) {
        const ticker = marketStateOf(state, stockCd)[1];
        if (ticker) toMarket(stockCd, ticker);
      }
    }),
    events.on('market-operation', () => {
      if (broker.hasSubscribers(LIVE_DESTINATIONS.marketOperation)) broker.publish(LIVE_DESTINATIONS.marketOperation, body(marketOperationOf(state)));
    }),
  ];
  return () => offs.forEach((off) => off());
}
