import '@jogak/features-subscription/styles.css';
import { onlyIdSegments, useNavigateToRoute, userStore } from '@jogak/app-core';
import { ApplyScreen } from '@jogak/features-subscription';
import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useFollowGate } from '../routing/follow-gate';
import { useShellServices } from '../shell/use-shell-services';

// A focused flow outside the main layout: no tabs, nothing to wander off to mid-application.
export const Route = createFileRoute('/subscription/$id/apply/')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: ApplyRoute,
});

function ApplyRoute() {
  const { id } = Route.useParams();
  const user = useSnapshot(userStore);
  const navigate = useNavigateToRoute();
  const services = useShellServices();
  const followGate = useFollowGate();
  return (
    <ApplyScreen
      id={Number(id)}
      user={user}
      onGate={followGate}
      // Deposits (the account's 입금 details) live on the assets tab.
      onDeposit={() => navigate({ route: '/_main/assets', search: { sheet: 'deposit' } })}
      nativeBack={services.bridge}
    />
  );
}
