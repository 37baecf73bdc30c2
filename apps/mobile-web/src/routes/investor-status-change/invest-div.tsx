import '@jogak/features-investor/styles.css';
import { InvestDivScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';
import { useLeaveGuard } from '../../routing/investor-leave-guard';

export const Route = createFileRoute('/investor-status-change/invest-div')({
  component: InvestDivRoute,
});

function InvestDivRoute() {
  useLeaveGuard('/investor-status-change/');
  return <InvestDivScreen />;
}
