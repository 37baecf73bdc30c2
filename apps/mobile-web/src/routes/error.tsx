import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { ErrorScreen } from '../screens/error-screen';
import { useShellServices } from '../shell/use-shell-services';

export const Route = createFileRoute('/error')({
  component: ErrorRoute,
});

function ErrorRoute() {
  const navigate = useNavigate();
  const { history } = useRouter();
  const { mayGoBack } = useShellServices();
  // A failed call sends the member here from the page they were on: back to it, where a form
  // still holds what they typed, unless the back rule forbids that page (a verification result).
  return <ErrorScreen onHome={() => void navigate({ to: '/home' })} {...(mayGoBack() ? { onBack: () => history.back() } : {})} />;
}
