import '@jogak/features-subscription/styles.css';
import { onlyIdSegments, userStore } from '@jogak/app-core';
import { SubscriptionDetailScreen } from '@jogak/features-subscription';
import { createFileRoute, Outlet, useChildMatches } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useFollowGate } from '../../routing/follow-gate';

// The detail keeps the id '/_main/subscription/$id' (the scroll plan's return from a disclosure
// names it), so its disclosure and document pages are its children: they replace it when matched.
export const Route = createFileRoute('/_main/subscription/$id')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
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
