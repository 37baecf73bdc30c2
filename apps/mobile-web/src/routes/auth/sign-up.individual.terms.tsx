import '@jogak/features-auth/styles.css';
import { IndividualTermsScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/auth/sign-up/individual/terms')({
  component: IndividualTermsRoute,
});

function IndividualTermsRoute() {
  const router = useRouter();
  const { bridge } = useShellServices();
  return <IndividualTermsScreen draftStorage={window.sessionStorage} onNavigate={(target) => void followRoute(router, target)} nativeBack={bridge} />;
}
