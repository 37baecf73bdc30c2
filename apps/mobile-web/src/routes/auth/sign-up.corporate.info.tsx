import '@jogak/features-auth/styles.css';
import { CorporateInfoScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';

export const Route = createFileRoute('/auth/sign-up/corporate/info')({
  component: CorporateInfoRoute,
});

function CorporateInfoRoute() {
  const router = useRouter();
  return <CorporateInfoScreen draftStorage={window.sessionStorage} onNavigate={(target) => void followRoute(router, target)} />;
}
