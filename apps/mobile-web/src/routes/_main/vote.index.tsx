import '@jogak/features-vote/styles.css';
import { useNavigateToRoute, userStore } from '@jogak/app-core';
import { VoteListScreen } from '@jogak/features-vote';
import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { followGate } from '../../routing/follow-gate';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/vote/')({
  component: VoteListRoute,
});

function VoteListRoute() {
  const user = useSnapshot(userStore);
  const navigate = useNavigateToRoute();
  const services = useShellServices();
  return <VoteListScreen user={user} onGate={(code) => followGate(code, { navigate, services, individualCorpCode: user.individualCorpCode })} />;
}
