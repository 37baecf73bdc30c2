import '@jogak/features-auth/styles.css';
import { AccessPermissionScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';

// Outside the main layout: the first-run notice has no header and no bottom navigation.
export const Route = createFileRoute('/auth/access-permission')({
  component: AccessPermissionRoute,
});

function AccessPermissionRoute() {
  const router = useRouter();
  return <AccessPermissionScreen onNavigate={(target) => void followRoute(router, target)} />;
}
