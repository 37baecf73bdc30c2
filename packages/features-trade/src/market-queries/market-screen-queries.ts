import { marketQueries } from '@jogak/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * How long an answer counts as fresh for the market screens. Their routes ask for the screen's
 * data while its code and the live feed are still loading ({@link prefetchMarketList},
 * {@link prefetchMarketDetail}); a screen that mounts just after the answer came takes it
 * instead of asking again. The live feed moves the figures from there; coming back later asks.
 */
export const MARKET_DATA_FRESH_MS = 5_000;

/**
 * The calls the market screens read, the same for the screens and their routes' prefetch.
 *
 * @example
 * useQuery(marketScreenQueries.detail('JG0001'));
 */
export const marketScreenQueries = {
  list: () => queryOptions({ ...marketQueries.list(), staleTime: MARKET_DATA_FRESH_MS }),
  detail: (stockCd: string) => queryOptions({ ...marketQueries.detail(stockCd), staleTime: MARKET_DATA_FRESH_MS }),
  orderBook: (stockCd: string) => queryOptions({ ...marketQueries.orderBook(stockCd), staleTime: MARKET_DATA_FRESH_MS }),
  operationTime: () => queryOptions({ ...marketQueries.operationTime(), staleTime: MARKET_DATA_FRESH_MS }),
};

/**
 * Starts the requests of 시세 (/market) without waiting for them (a route loader: the screen
 * shows its skeleton meanwhile, and a failed request is the screen's error to show).
 *
 * @example
 * createFileRoute('/_main/market/')({ loader: ({ context }) => prefetchMarketList(context.queryClient) });
 */
export function prefetchMarketList(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(marketScreenQueries.list());
  void queryClient.prefetchQuery(marketScreenQueries.operationTime());
}

/**
 * Starts the requests of 종목 시세 (/market/{id}) without waiting for them: the stock, its order
 * book and the market's hours.
 *
 * @example
 * createFileRoute('/_main/market/$id')({ loader: ({ context, params }) => prefetchMarketDetail(context.queryClient, params.id) });
 */
export function prefetchMarketDetail(queryClient: QueryClient, stockCd: string): void {
  void queryClient.prefetchQuery(marketScreenQueries.detail(stockCd));
  void queryClient.prefetchQuery(marketScreenQueries.orderBook(stockCd));
  void queryClient.prefetchQuery(marketScreenQueries.operationTime());
}
