import '@jogak/features-auth/styles.css';
import { useNavigateToRoute } from '@jogak/app-core';
import { CorporateTermsScreen } from '@jogak/features-auth';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/auth/sign-up/corporate/terms')({
  component: CorporateTermsRoute,
});

function CorporateTermsRoute() {
  // The app's navigation (the root's), which carries out the cancel's `returnTo`.
  const navigate = useNavigateToRoute();
  const { bridge } = useShellServices();
  return <CorporateTermsScreen draftStorage={window.sessionStorage} onNavigate={navigate} nativeBack={bridge} />;
}
