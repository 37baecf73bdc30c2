import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { NotFoundScreen } from '../../screens/not-found-screen';

export const Route = createFileRoute('/_main/$')({
  component: NotFoundRoute,
});

function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFoundScreen onHome={() => void navigate({ to: '/home' })} />;
}
