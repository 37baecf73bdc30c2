import { queryOptions } from '@tanstack/react-query';
import type { components } from '../generated/openapi';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';

/** A price chart's candle period (the contract's PriceInterval). */
type PriceInterval = components['schemas']['PriceInterval'];

/**
 * Query options for the market: today's hours, listed stocks, one stock, its order book, its
 * price history.
 * Live updates arrive over STOMP (the realtime package) on top of these snapshots.
 *
 * @example
 * const { data: book } = useQuery(marketQueries.orderBook('JG0001'));
 */
export const marketQueries = {
  all: () => ['market'] as const,
  operationTime: () =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'operation-time'] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/stock/market-operation-time', { signal })),
    }),
  list: () =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'list'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/market/stocks', { signal })),
    }),
  detail: (stockCd: string) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'detail', stockCd] as const,
      queryFn: ({ client, signal }) =>
        dataOf(jogakClientOf(client).GET('/main/v1/market/stocks/{stockCd}', { params: { path: { stockCd } }, signal })),
    }),
  orderBook: (stockCd: string) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'order-book', stockCd] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET('/main/v1/market/stocks/{stockCd}/order-book', { params: { path: { stockCd } }, signal }),
        ),
    }),
  /** The chart's candles by `interval` (day, week or minute), oldest first. */
  priceHistory: (stockCd: string, interval: PriceInterval) =>
    queryOptions({
      queryKey: [...marketQueries.all(), 'price-history', stockCd, interval] as const,
      queryFn: ({ client, signal }) =>
        dataOf(
          jogakClientOf(client).GET('/main/v1/market/stocks/{stockCd}/price-history', {
            params: { path: { stockCd }, query: { interval } },
            signal,
          }),
        ),
    }),
};
