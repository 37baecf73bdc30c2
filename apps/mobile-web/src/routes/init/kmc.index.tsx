import '@jogak/features-auth/styles.css';
import { IdentityVerificationScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { identityVerifier } from '../../routing/identity-verifier';

export const Route = createFileRoute('/init/kmc/')({
  component: IdentityVerificationRoute,
});

function IdentityVerificationRoute() {
  const router = useRouter();
  return (
    <IdentityVerificationScreen
      draftStorage={window.sessionStorage}
      verificationStorage={window.localStorage}
      openVerifier={identityVerifier()}
      onNavigate={(target) => void followRoute(router, target)}
    />
  );
}
