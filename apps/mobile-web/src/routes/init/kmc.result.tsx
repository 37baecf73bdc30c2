import '@jogak/features-auth/styles.css';
import { DROPPED_VERIFIER_RESULT_SEARCH, parseVerifierResultSearch } from '@jogak/app-core';
import { IdentityResultScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { useDropVerifierAnswer } from '../../routing/drop-verifier-answer';
import { identityVerifier, setPinWithBridge } from '../../routing/identity-verifier';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/init/kmc/result')({
  validateSearch: parseVerifierResultSearch,
  component: IdentityResultRoute,
});

function IdentityResultRoute() {
  const router = useRouter();
  const search = Route.useSearch();
  // Read by the screen on arrival; then it leaves the address.
  useDropVerifierAnswer('/init/kmc/result', search);
  const { bridge, persistence } = useShellServices();
  return (
    <IdentityResultScreen
      search={search}
      draftStorage={window.sessionStorage}
      verificationStorage={window.localStorage}
      openVerifier={identityVerifier()}
      setPin={setPinWithBridge(bridge)}
      persistence={persistence}
      onNavigate={(target) => void followRoute(router, { ...target, search: { ...DROPPED_VERIFIER_RESULT_SEARCH, ...target.search } }, { replace: true })}
    />
  );
}
