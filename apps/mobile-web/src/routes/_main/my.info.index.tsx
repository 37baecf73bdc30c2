import '@jogak/features-my/styles.css';
import { MemberInfoScreen } from '@jogak/features-my';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/my/info/')({
  component: MemberInfoRoute,
});

function MemberInfoRoute() {
  const { bridge, persistence, logout } = useShellServices();
  return <MemberInfoScreen bridge={bridge} persistence={persistence} onSignedOut={() => void logout()} />;
}
