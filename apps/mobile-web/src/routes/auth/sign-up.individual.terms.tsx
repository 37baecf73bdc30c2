import '@jogak/features-auth/styles.css';
import { useNavigateToRoute } from '@jogak/app-core';
import { IndividualTermsScreen } from '@jogak/features-auth';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/auth/sign-up/individual/terms')({
  component: IndividualTermsRoute,
});

function IndividualTermsRoute() {
  // The app's navigation (the root's), which carries out the cancel's `returnTo`.
  const navigate = useNavigateToRoute();
  const { bridge } = useShellServices();
  return <IndividualTermsScreen draftStorage={window.sessionStorage} onNavigate={navigate} nativeBack={bridge} />;
}
