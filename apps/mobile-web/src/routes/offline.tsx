import { createFileRoute, useRouter } from '@tanstack/react-router';
import { navigateTo } from '../routing/navigate-to';
import { OfflineScreen } from '../screens/offline-screen';

export const Route = createFileRoute('/offline')({
  component: OfflineRoute,
});

function OfflineRoute() {
  const router = useRouter();
  return <OfflineScreen onRetry={() => void navigateTo(router, '/home')} />;
}
