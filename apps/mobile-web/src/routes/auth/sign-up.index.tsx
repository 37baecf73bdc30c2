import '@jogak/features-auth/styles.css';
import { SignUpChoiceScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/auth/sign-up/')({
  component: SignUpRoute,
});

function SignUpRoute() {
  const router = useRouter();
  const { bridge } = useShellServices();
  // The corporate choice leads somewhere only once the corporate sign-up registers its route.
  const corporateAvailable = '/auth/sign-up/corporate/terms' in router.routesById;
  return (
    <SignUpChoiceScreen corporateAvailable={corporateAvailable} onNavigate={(target) => void followRoute(router, target)} nativeBack={bridge} />
  );
}
