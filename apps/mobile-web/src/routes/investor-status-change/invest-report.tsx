import '@jogak/features-investor/styles.css';
import { InvestReportScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';
import { useLeaveGuard } from '../../routing/investor-leave-guard';

export const Route = createFileRoute('/investor-status-change/invest-report')({
  component: InvestReportRoute,
});

function InvestReportRoute() {
  useLeaveGuard('/investor-status-change/');
  return <InvestReportScreen />;
}
