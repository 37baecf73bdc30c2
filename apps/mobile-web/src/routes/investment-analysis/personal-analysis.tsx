import '@jogak/features-investor/styles.css';
import { PersonalAnalysisScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';
import { useLeaveGuard } from '../../routing/investor-leave-guard';

export const Route = createFileRoute('/investment-analysis/personal-analysis')({
  component: PersonalAnalysisRoute,
});

function PersonalAnalysisRoute() {
  useLeaveGuard('/investment-analysis/');
  return <PersonalAnalysisScreen />;
}
