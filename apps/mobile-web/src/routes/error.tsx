import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ErrorScreen } from '../screens/error-screen';

export const Route = createFileRoute('/error')({
  component: ErrorRoute,
});

function ErrorRoute() {
  const navigate = useNavigate();
  return <ErrorScreen onHome={() => void navigate({ to: '/home' })} />;
}
