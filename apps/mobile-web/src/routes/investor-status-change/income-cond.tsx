import '@jogak/features-investor/styles.css';
import { IncomeCondScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';
import { useLeaveGuard } from '../../routing/investor-leave-guard';

export const Route = createFileRoute('/investor-status-change/income-cond')({
  component: IncomeCondRoute,
});

function IncomeCondRoute() {
  useLeaveGuard('/investor-status-change/');
  return <IncomeCondScreen />;
}
