import '@jogak/features-investor/styles.css';
import { DangerNoticeScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';
import { useLeaveGuard } from '../../routing/investor-leave-guard';

export const Route = createFileRoute('/investment-analysis/danger-notice')({
  component: DangerNoticeRoute,
});

function DangerNoticeRoute() {
  useLeaveGuard('/investment-analysis/');
  return <DangerNoticeScreen />;
}
