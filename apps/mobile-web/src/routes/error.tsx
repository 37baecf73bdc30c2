import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { ErrorScreen } from '../screens/error-screen';

export const Route = createFileRoute('/error')({
  component: ErrorRoute,
});

function ErrorRoute() {
  const navigate = useNavigate();
  const { history } = useRouter();
  // A failed call sends the member here from the page they were on: back to it, where a form
  // still holds what they typed. Opened first (a reload of /error), there is nowhere to go back to.
  return (
    <ErrorScreen
      onHome={() => void navigate({ to: '/home' })}
      {...(history.canGoBack() ? { onBack: () => history.back() } : {})}
    />
  );
}
