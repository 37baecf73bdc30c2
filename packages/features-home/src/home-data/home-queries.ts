import { boardQueries, marketQueries, offeringQueries } from '@jogak/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { preload } from 'react-dom';

/** How many offerings each home block shows. */
export const HOME_OFFERING_COUNT = 10;
/** How many notices /home lists. */
export const HOME_NOTICE_COUNT = 3;
/** How many events /home shows. */
export const HOME_EVENT_COUNT = 3;

/**
 * How long an answer counts as fresh for the home screen. The route asks for the screen's data
 * while the screen's code is still loading ({@link prefetchHomeData}); a section that mounts just
 * after the answer came takes it instead of asking again. Coming back to /home later still asks.
 */
export const HOME_DATA_FRESH_MS = 5_000;

/**
 * The query of each home section, the same for the sections and the route's prefetch.
 *
 * @example
 * useQuery(homeQueries.offerings('OPEN'));
 */
export const homeQueries = {
  offerings: (status: 'OPEN' | 'UPCOMING') =>
    queryOptions({ ...offeringQueries.list({ status, size: HOME_OFFERING_COUNT }), staleTime: HOME_DATA_FRESH_MS }),
  market: () => queryOptions({ ...marketQueries.list(), staleTime: HOME_DATA_FRESH_MS }),
  notices: () => queryOptions({ ...boardQueries.notices({ size: HOME_NOTICE_COUNT }), staleTime: HOME_DATA_FRESH_MS }),
  events: () => queryOptions({ ...boardQueries.events({ size: HOME_EVENT_COUNT }), staleTime: HOME_DATA_FRESH_MS }),
};

/**
 * Whether an offering card's picture is the page's largest paint (issue #18): the first open
 * offering's. Its card loads it with high priority, and the route's prefetch asks for it early.
 */
export function isLargestPaint(status: 'OPEN' | 'UPCOMING', index: number): boolean {
  return status === 'OPEN' && index === 0;
}

/**
 * Starts every request the home screen makes, without waiting for them (a route loader: the
 * screen renders its skeletons meanwhile, and a failed request is the section's error to show).
 * The first open offering's picture, the page's largest paint (issue #18), is asked for with high
 * priority as soon as the list names it, not once its card has rendered; the card's image takes
 * that answer.
 *
 * @example
 * createFileRoute('/_main/home')({ loader: ({ context }) => prefetchHomeData(context.queryClient) });
 */
export function prefetchHomeData(queryClient: QueryClient): void {
  const openOfferings = homeQueries.offerings('OPEN');
  void queryClient.prefetchQuery(openOfferings).then(() => {
    const largestImage = queryClient.getQueryData(openOfferings.queryKey)?.content.find((_, index) => isLargestPaint('OPEN', index))?.thumbImgUrl;
    if (largestImage) preload(largestImage, { as: 'image', fetchPriority: 'high' });
  });
  void queryClient.prefetchQuery(homeQueries.offerings('UPCOMING'));
  void queryClient.prefetchQuery(homeQueries.market());
  void queryClient.prefetchQuery(homeQueries.notices());
  void queryClient.prefetchQuery(homeQueries.events());
}
