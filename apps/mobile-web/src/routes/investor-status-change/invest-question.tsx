import '@jogak/features-investor/styles.css';
import { InvestQuestionScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../../shell/use-shell-services';
import { useLeaveGuard } from '../../routing/investor-leave-guard';

export const Route = createFileRoute('/investor-status-change/invest-question')({
  component: InvestQuestionRoute,
});

function InvestQuestionRoute() {
  useLeaveGuard('/investor-status-change/');
  const { bridge } = useShellServices();
  return <InvestQuestionScreen nativeBack={bridge} />;
}
