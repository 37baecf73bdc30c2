import '@jogak/features-investor/styles.css';
import { PersonalQuestionScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';
import { useLeaveGuard } from '../../routing/investor-leave-guard';

export const Route = createFileRoute('/investment-analysis/personal-question')({
  component: PersonalQuestionRoute,
});

function PersonalQuestionRoute() {
  useLeaveGuard('/investment-analysis/');
  return <PersonalQuestionScreen />;
}
