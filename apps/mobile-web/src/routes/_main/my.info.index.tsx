import '@jogak/features-my/styles.css';
import { DROPPED_VERIFIER_RESULT_SEARCH, parseVerifierResultSearch } from '@jogak/app-core';
import { MemberInfoScreen } from '@jogak/features-my';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { identityVerifier } from '../../routing/identity-verifier';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/my/info/')({
  validateSearch: parseVerifierResultSearch,
  component: MemberInfoRoute,
});

function MemberInfoRoute() {
  const router = useRouter();
  const search = Route.useSearch();
  const { bridge, persistence, logout } = useShellServices();
  return (
    <MemberInfoScreen
      bridge={bridge}
      persistence={persistence}
      phoneChange={{
        search,
        verificationStorage: window.localStorage,
        openVerifier: identityVerifier(window, '/my/info'),
        // The person's CI and phone must not stay in the address (or in the history).
        onVerificationRead: () => void followRoute(router, { route: '/_main/my/info', search: DROPPED_VERIFIER_RESULT_SEARCH }, { replace: true }),
        // Start-up again: the stored phone-change status makes the type 123, then 200 and home (spec §4).
        onPhoneChanged: () => void followRoute(router, { route: '/' }, { replace: true }),
      }}
      onSignedOut={() => void logout()}
    />
  );
}
