import '@jogak/features-auth/styles.css';
import { DROPPED_VERIFIER_RESULT_SEARCH, parseVerifierResultSearch } from '@jogak/app-core';
import { ForgotPinScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { useDropVerifierAnswer } from '../../routing/drop-verifier-answer';
import { identityVerifier, setPinWithBridge } from '../../routing/identity-verifier';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/auth/forgot-pin')({
  validateSearch: parseVerifierResultSearch,
  component: ForgotPinRoute,
});

function ForgotPinRoute() {
  const router = useRouter();
  const search = Route.useSearch();
  // Read by the screen on arrival; then it leaves the address.
  useDropVerifierAnswer('/auth/forgot-pin', search);
  const { bridge, persistence } = useShellServices();
  return (
    <ForgotPinScreen
      search={search}
      verificationStorage={window.localStorage}
      openVerifier={identityVerifier(window, '/auth/forgot-pin')}
      setPin={setPinWithBridge(bridge)}
      persistence={persistence}
      onNavigate={(target) => void followRoute(router, { ...target, search: { ...DROPPED_VERIFIER_RESULT_SEARCH, ...target.search } }, { replace: true })}
    />
  );
}
