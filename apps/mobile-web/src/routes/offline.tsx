import { createFileRoute, useRouter } from '@tanstack/react-router';
import { OfflineScreen } from '../screens/offline-screen';
import { hasStartUpCompleted } from '../start-up/start-up-completion';

export const Route = createFileRoute('/offline')({
  component: OfflineRoute,
});

function OfflineRoute() {
  const router = useRouter();
  // Spec §2's retry goes home, which assumes start-up ran. An app launched offline has not yet
  // passed the version gate, the CI sign-in, access-permission or the `event` referral: it starts
  // up now, in the offline page's place (as the root guard's redirect does once online).
  const retry = () =>
    void (hasStartUpCompleted(router) ? router.navigate({ to: '/home' }) : router.navigate({ to: '/', replace: true }));
  return <OfflineScreen onRetry={retry} />;
}
