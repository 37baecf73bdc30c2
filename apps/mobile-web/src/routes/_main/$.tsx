import { createFileRoute, useRouter } from '@tanstack/react-router';
import { navigateTo } from '../../routing/navigate-to';
import { NotFoundScreen } from '../../screens/not-found-screen';

export const Route = createFileRoute('/_main/$')({
  component: NotFoundRoute,
});

function NotFoundRoute() {
  const router = useRouter();
  return <NotFoundScreen onHome={() => void navigateTo(router, '/home')} />;
}
