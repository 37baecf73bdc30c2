import '@jogak/features-subscription/styles.css';
import { onlyIdSegments, userStore } from '@jogak/app-core';
import { prefetchSubscriptionDetail, SubscriptionDetailScreen } from '@jogak/features-subscription';
import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useFollowGate } from '../../routing/follow-gate';

// The detail keeps the id '/_main/subscription/$id' (the scroll plan's return from a disclosure
// names it), so its disclosure and document pages are its children: they replace it when matched.
export const Route = createFileRoute('/_main/subscription/$id')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  // The offering and its hero picture (the page's largest paint) start with the screen's code, not
  // after it rendered (issue #18's waterfall). A child (a disclosure, a document) starts them too:
  // the document page reads the same offering, and the way back finds it in the cache.
  // The loader travels in the route's chunk, beside the screen it prefetches for, not in every
  // screen's first download (the initial JS budget).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => prefetchSubscriptionDetail(context.queryClient, Number(params.id)),
  component: SubscriptionDetailRoute,
});

function SubscriptionDetailRoute() {
  const children = useChildMatches();
  const { id } = Route.useParams();
  const user = useSnapshot(userStore);
  const followGate = useFollowGate();
  if (children.length > 0) return <Outlet />;
  return (
    <SubscriptionDetailScreen id={Number(id)} user={user} onGate={followGate} />
  );
}
