import type { LiveEventKind, LiveEventOf } from '@jogak/api-client';
import { useEffect, useEffectEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { SyncResults } from '../stores/live-stores';
import { useLiveClient } from './live-provider';

const NO_TRADES: readonly never[] = [];

/** Follows one market while mounted (shared, reference-counted) and returns the live state to read it from. */
function useWatchedMarket(stockCd: string) {
  const client = useLiveClient();
  useEffect(() => client.watchMarket(stockCd), [client, stockCd]);
  return useSnapshot(client.state);
}

/**
 * Follow one market while the screen is shown and read its live state: the order book (quote),
 * the ticker, today's quote and the latest trades. Two screens on one market share one
 * subscription; the last to leave unsubscribes. Re-renders at most once per animation frame,
 * and only when this market changed.
 *
 * @example
 * const { quote, ticker, todayQuote, trades } = useMarketFeed('JG0001');
 * ticker?.currentPrice;
 */
export function useMarketFeed(stockCd: string) {
  const state = useWatchedMarket(stockCd);
  return {
    quote: state.quotes[stockCd],
    ticker: state.tickers[stockCd],
    todayQuote: state.todayQuotes[stockCd],
    trades: state.trades[stockCd] ?? NO_TRADES,
  };
}

/**
 * One market's live order book alone (`undefined` until the first arrives): a component that
 * shows only the book re-renders when the book changed, not on every trade or ticker.
 *
 * @example
 * const book = useMarketBook('JG0001');
 * book?.asks[0]?.price;
 */
export function useMarketBook(stockCd: string) {
  return useWatchedMarket(stockCd).quotes[stockCd];
}

/**
 * One market's live ticker alone (`undefined` until the first trade): re-renders on a new
 * price, not on every change of the book.
 *
 * @example
 * useMarketTicker('JG0001')?.currentPrice;
 */
export function useMarketTicker(stockCd: string) {
  return useWatchedMarket(stockCd).tickers[stockCd];
}

/**
 * One market's latest trades alone, newest first: re-renders on a trade, not on every change of the book.
 *
 * @example
 * const trades = useMarketTrades('JG0001');
 */
export function useMarketTrades(stockCd: string) {
  return useWatchedMarket(stockCd).trades[stockCd] ?? NO_TRADES;
}

/**
 * Follow the market opening and closing.
 *
 * @example
 * const operation = useMarketOperation();
 * operation?.status === 'OPEN';
 */
export function useMarketOperation() {
  const client = useLiveClient();
  useEffect(() => client.watchMarketOperation(), [client]);
  return useSnapshot(client.state).marketOperation;
}

/**
 * Follow several markets for a list screen; rows come back in the order of the codes given
 * (`undefined` until a market's first ticker arrives).
 *
 * @example
 * const rows = useMarketStocks(['JG0001', 'JG0002']);
 */
export function useMarketStocks(stockCds: readonly string[]) {
  const client = useLiveClient();
  const key = stockCds.join(',');
  useEffect(() => {
    const releases = key.split(',').filter(Boolean).map((stockCd) => client.watchMarket(stockCd));
    return () => releases.forEach((release) => release());
  }, [client, key]);
  const state = useSnapshot(client.state);
  return stockCds.map((stockCd) => state.marketStocks[stockCd]);
}

/**
 * The user's open orders (`OPEN`, `PARTIAL`) as they change, newest first: a filled or cancelled
 * order leaves the list (the state keeps only open ones, see `LiveState.orders`).
 *
 * @example
 * const orders = useMyOrders();
 * orders.filter((order) => order.status === 'PARTIAL');
 */
export function useMyOrders() {
  const orders = useSnapshot(useLiveClient().state).orders;
  return Object.values(orders).sort((a, b) => (a.orderedAt < b.orderedAt ? 1 : a.orderedAt > b.orderedAt ? -1 : 0));
}

/**
 * The user's own fills, newest first.
 *
 * @example
 * const fills = useMyTrades();
 */
export function useMyTrades() {
  return useSnapshot(useLiveClient().state).myTrades;
}

/**
 * The user's cash and buying power as last announced (null until the first change).
 *
 * @example
 * useLiveAccount()?.orderableAmount;
 */
export function useLiveAccount() {
  return useSnapshot(useLiveClient().state).account;
}

/**
 * The user's holdings by stock code, as they change.
 *
 * @example
 * useStockBalances()['JG0001']?.sellableQuantity;
 */
export function useStockBalances() {
  return useSnapshot(useLiveClient().state).stockBalances;
}

/**
 * Notifications received live, newest first.
 *
 * @example
 * const fresh = useLiveNotifications().length;
 */
export function useLiveNotifications() {
  return useSnapshot(useLiveClient().state).notifications;
}

/**
 * The last answer of one of the partner's asynchronous calls (register-account … withdrawal-complete).
 *
 * @example
 * const linked = useSyncResult('register-account')?.success;
 */
export function useSyncResult<K extends keyof SyncResults>(kind: K) {
  return useSnapshot(useLiveClient().state).syncResults[kind];
}

/**
 * Where the connection stands: idle, connecting, connected or retrying.
 *
 * @example
 * useLiveStatus() === 'connected';
 */
export function useLiveStatus() {
  return useSnapshot(useLiveClient().state).status;
}

/**
 * Run a handler for every event of one kind (after it reached the state), while mounted.
 *
 * @example
 * useLiveEvent('withdrawal-complete', (event) => toast(`${event.data.amount}원 출금 완료`));
 */
export function useLiveEvent<K extends LiveEventKind>(kind: K, handler: (event: LiveEventOf<K>) => void): void {
  const client = useLiveClient();
  const onEvent = useEffectEvent(handler);
  useEffect(() => client.onEvent(kind, (event) => onEvent(event)), [client, kind]);
}
