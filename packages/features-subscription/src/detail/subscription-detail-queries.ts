import { offeringQueries, type components } from '@jogak/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { preload } from 'react-dom';

type OfferingDetail = components['schemas']['OfferingDetail'];

/**
 * How long the offering counts as fresh for /subscription/{id}. The route asks for it while the
 * screen's code is still loading ({@link prefetchSubscriptionDetail}); the screen that mounts just
 * after the answer came takes it instead of asking again. Coming back to the offering later asks.
 */
const SUBSCRIPTION_DETAIL_FRESH_MS = 5_000;

/**
 * The offering as /subscription/{id} reads it, the same for the screen and the route's prefetch.
 *
 * @example
 * useQuery(subscriptionDetailQuery(108));
 */
export function subscriptionDetailQuery(id: number) {
  return queryOptions({ ...offeringQueries.detail(id), staleTime: SUBSCRIPTION_DETAIL_FRESH_MS });
}

/**
 * The offering's hero picture, the page's largest paint (issue #18): its first picture, else its
 * thumbnail. The screen's `<img>` and the route's preload name the same address, so the image the
 * screen draws is the one already on its way.
 */
export function heroImageOf(offering: Pick<OfferingDetail, 'imageUrls' | 'thumbImgUrl'>): string {
  return offering.imageUrls[0] ?? offering.thumbImgUrl;
}

/**
 * Starts the request of /subscription/{id} without waiting for it (a route loader: the screen
 * shows its skeleton meanwhile, and a failed request is the screen's error to show). The hero
 * picture, the page's largest paint (issue #18), is asked for with high priority as soon as the
 * offering names it, not once the screen has rendered it; the screen's `<img>` takes that answer.
 *
 * @example
 * createFileRoute('/_main/subscription/$id')({ loader: ({ context, params }) => prefetchSubscriptionDetail(context.queryClient, Number(params.id)) });
 */
export function prefetchSubscriptionDetail(queryClient: QueryClient, id: number): void {
  const detail = subscriptionDetailQuery(id);
  void queryClient.prefetchQuery(detail).then(() => {
    const offering = queryClient.getQueryData(detail.queryKey);
    if (offering) preload(heroImageOf(offering), { as: 'image', fetchPriority: 'high' });
  });
}
