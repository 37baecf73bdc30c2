import type { components } from '@jogak/api-client';
import { useMarketBook, useMarketTicker } from '@jogak/realtime/react';
import type { QueryStateQuery } from '@jogak/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { marketScreenQueries } from '../market-queries/market-screen-queries';
import { isOfTradingDay } from '../market-status/market-status';
import { useMarketOperationNow } from '../market-status/market-status-banner';
import { newerBook, type OrderBook } from '../order-book/book-ladder';
import { refreshMemberTrading } from '../order-sheet/use-live-account-sync';

/** A listed stock with its day range, limits and trading rules (the contract's MarketStockDetail). */
export type MarketQuote = components['schemas']['MarketStockDetail'];

/**
 * The stock call for the detail screen and `resync` — a fresh snapshot of the book and the
 * stock (what the foreground message asks for, spec §4), and the member's orders, buying power
 * and holdings, whose live patches stopped while the app was away. Nothing live: the screen's frame reads
 * this, and only the parts that show live figures follow the feed (`useLiveQuote`,
 * `useLiveBook`), so a burst of messages re-renders the book and the ticker, not the whole screen.
 */
export function useMarketDetail(stockCd: string) {
  const queryClient = useQueryClient();
  const detail = useQuery(marketScreenQueries.detail(stockCd));
  const resync = useCallback(
    () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: marketScreenQueries.orderBook(stockCd).queryKey }),
        queryClient.refetchQueries({ queryKey: marketScreenQueries.detail(stockCd).queryKey }),
        refreshMemberTrading(queryClient),
      ]),
    [queryClient, stockCd],
  );
  return { detail, resync };
}

/**
 * The stock call moved by the live ticker: price, change, day range, volume and market cap. A
 * ticker of an earlier trading day than the market operation's (`isOfTradingDay`) is not
 * applied: the call carries no date of its own, and that ticker's reference price, limits and
 * volume are yesterday's.
 */
export function useLiveQuote(detail: MarketQuote): MarketQuote {
  const ticker = useMarketTicker(detail.stockCd);
  const tradingDay = useMarketOperationNow().operation?.stdAt;
  return useMemo(() => {
    if (!ticker || (tradingDay !== undefined && !isOfTradingDay(ticker.updatedAt, tradingDay))) return detail;
    const { updatedAt: _updatedAt, name: _name, stockCd: _stockCd, ...moved } = ticker;
    return { ...detail, ...moved, marketCapAmt: detail.totalIssueQty * ticker.currentPrice };
  }, [detail, ticker, tradingDay]);
}

/**
 * The newer of the order-book snapshot and the live book (`data`, `undefined` while neither
 * arrived), with the snapshot's loading and failure for ui-kit's `QueryState`: pending only while
 * neither arrived, failed when the snapshot failed (a book the feed brings is still shown), and
 * `refetch` asks for the snapshot again. A failed snapshot with the feed down is thus an error
 * with 다시 시도하기 rather than a skeleton forever.
 */
export function useLiveBook(stockCd: string): QueryStateQuery<OrderBook> {
  const snapshot = useQuery(marketScreenQueries.orderBook(stockCd));
  const data = newerBook(snapshot.data, useMarketBook(stockCd));
  return { data, isPending: data === undefined && snapshot.isPending, isError: snapshot.isError, error: snapshot.error, refetch: snapshot.refetch };
}
