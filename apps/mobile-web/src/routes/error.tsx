import { createFileRoute, useRouter } from '@tanstack/react-router';
import { navigateTo } from '../routing/navigate-to';
import { ErrorScreen } from '../screens/error-screen';

export const Route = createFileRoute('/error')({
  component: ErrorRoute,
});

function ErrorRoute() {
  const router = useRouter();
  return <ErrorScreen onHome={() => void navigateTo(router, '/home')} />;
}
