import '@jogak/features-auth/styles.css';
import { CorporateTermsScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/auth/sign-up/corporate/terms')({
  component: CorporateTermsRoute,
});

function CorporateTermsRoute() {
  const router = useRouter();
  const { bridge } = useShellServices();
  return <CorporateTermsScreen draftStorage={window.sessionStorage} onNavigate={(target) => void followRoute(router, target)} nativeBack={bridge} />;
}
