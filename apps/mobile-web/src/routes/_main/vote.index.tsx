import '@jogak/features-vote/styles.css';
import { userStore } from '@jogak/app-core';
import { VoteListScreen } from '@jogak/features-vote';
import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useFollowGate } from '../../routing/follow-gate';

export const Route = createFileRoute('/_main/vote/')({
  component: VoteListRoute,
});

function VoteListRoute() {
  const user = useSnapshot(userStore);
  const followGate = useFollowGate();
  return <VoteListScreen user={user} onGate={followGate} />;
}
