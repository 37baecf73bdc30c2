import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { OfflineScreen } from '../screens/offline-screen';

export const Route = createFileRoute('/offline')({
  component: OfflineRoute,
});

function OfflineRoute() {
  const navigate = useNavigate();
  return <OfflineScreen onRetry={() => void navigate({ to: '/home' })} />;
}
