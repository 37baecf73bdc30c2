import { marketQueries, type components } from '@jogak/api-client';
import { useMarketFeed } from '@jogak/realtime/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { newerBook, type OrderBook } from '../order-book/book-ladder';

/** A listed stock with its day range, limits and trading rules (the contract's MarketStockDetail). */
export type MarketQuote = components['schemas']['MarketStockDetail'];

/**
 * One market for the detail screen: the stock call moved by the live ticker, the newer of the
 * order-book snapshot and the live book, the live trades, and `resync` — a fresh snapshot of the
 * book and the stock (what the foreground message asks for, spec §4).
 */
export function useMarketData(stockCd: string) {
  const queryClient = useQueryClient();
  const detail = useQuery(marketQueries.detail(stockCd));
  const snapshot = useQuery(marketQueries.orderBook(stockCd));
  const { quote: liveBook, ticker, trades } = useMarketFeed(stockCd);
  const quote = useMemo<MarketQuote | undefined>(() => {
    if (!detail.data) return undefined;
    if (!ticker) return detail.data;
    const { updatedAt: _updatedAt, name: _name, stockCd: _stockCd, ...moved } = ticker;
    return { ...detail.data, ...moved, marketCapAmt: detail.data.totalIssueQty * ticker.currentPrice };
  }, [detail.data, ticker]);
  const book: OrderBook | undefined = newerBook(snapshot.data, liveBook);
  const resync = useCallback(
    () =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: marketQueries.orderBook(stockCd).queryKey }),
        queryClient.refetchQueries({ queryKey: marketQueries.detail(stockCd).queryKey }),
      ]),
    [queryClient, stockCd],
  );
  return { detail, quote, book, trades, resync };
}
