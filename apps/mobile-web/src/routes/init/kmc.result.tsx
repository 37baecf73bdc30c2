import '@jogak/features-auth/styles.css';
import { IdentityResultScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { identityVerifier, setPinWithBridge } from '../../routing/identity-verifier';
import { useShellServices } from '../../shell/use-shell-services';

/** The verifier's answer: the request key, a result code and, on success, the person. */
const RESULT_FIELDS = ['key', 'resultCode', 'ci', 'name', 'birth', 'genderDigit', 'phoneNo', 'nation'] as const;
type VerifierResultSearch = Partial<Record<(typeof RESULT_FIELDS)[number], string>>;

/**
 * The verifier's fields, dropped: the app carries a query over to a route without one (spec §2),
 * and the person's CI and phone must not follow the sign-up to the next page.
 */
const DROPPED_RESULT_SEARCH = Object.fromEntries(RESULT_FIELDS.map((field) => [field, undefined]));

export const Route = createFileRoute('/init/kmc/result')({
  // The router parses numbers out of the query (birth 940517); the screen reads them as text.
  validateSearch: (search: Record<string, unknown>): VerifierResultSearch =>
    Object.fromEntries(
      RESULT_FIELDS.flatMap((field) => {
        const value = search[field];
        return typeof value === 'string' || typeof value === 'number' ? [[field, String(value)]] : [];
      }),
    ),
  component: IdentityResultRoute,
});

function IdentityResultRoute() {
  const router = useRouter();
  const search = Route.useSearch();
  const { bridge, persistence } = useShellServices();
  return (
    <IdentityResultScreen
      search={search}
      draftStorage={window.sessionStorage}
      verificationStorage={window.localStorage}
      openVerifier={identityVerifier()}
      setPin={setPinWithBridge(bridge)}
      persistence={persistence}
      onNavigate={(target) => void followRoute(router, { ...target, search: { ...DROPPED_RESULT_SEARCH, ...target.search } }, { replace: true })}
    />
  );
}
