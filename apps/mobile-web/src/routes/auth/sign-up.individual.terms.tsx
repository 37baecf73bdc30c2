import '@jogak/features-auth/styles.css';
import { IndividualTermsScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';

export const Route = createFileRoute('/auth/sign-up/individual/terms')({
  component: IndividualTermsRoute,
});

function IndividualTermsRoute() {
  const router = useRouter();
  return <IndividualTermsScreen draftStorage={window.sessionStorage} onNavigate={(target) => void followRoute(router, target)} />;
}
