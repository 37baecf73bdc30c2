import '@jogak/features-auth/styles.css';
import { useNavigateToRoute } from '@jogak/app-core';
import { SignUpChoiceScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/auth/sign-up/')({
  component: SignUpRoute,
});

function SignUpRoute() {
  const router = useRouter();
  // The app's navigation (the root's), which carries out the back's `returnTo`.
  const navigate = useNavigateToRoute();
  const { bridge } = useShellServices();
  // The corporate choice leads somewhere only once the corporate sign-up registers its route.
  const corporateAvailable = '/auth/sign-up/corporate/terms' in router.routesById;
  return (
    <SignUpChoiceScreen corporateAvailable={corporateAvailable} onNavigate={navigate} nativeBack={bridge} />
  );
}
