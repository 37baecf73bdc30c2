import '@jogak/features-investor/styles.css';
import { InvestDocScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';
import { useLeaveGuard } from '../../routing/investor-leave-guard';

export const Route = createFileRoute('/investor-status-change/invest-doc')({
  component: InvestDocRoute,
});

function InvestDocRoute() {
  useLeaveGuard('/investor-status-change/');
  return <InvestDocScreen />;
}
