import '@jogak/features-auth/styles.css';
import { ForgotPinScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { identityVerifier, setPinWithBridge } from '../../routing/identity-verifier';
import { useShellServices } from '../../shell/use-shell-services';

/** The verifier's answer: the request key, a result code and, on success, the person. */
const RESULT_FIELDS = ['key', 'resultCode', 'ci', 'name', 'birth', 'genderDigit', 'phoneNo', 'nation'] as const;
type VerifierResultSearch = Partial<Record<(typeof RESULT_FIELDS)[number], string>>;

/** Dropped when leaving: the person's CI and phone must not follow to the next page (spec §2 carries queries over). */
const DROPPED_RESULT_SEARCH = Object.fromEntries(RESULT_FIELDS.map((field) => [field, undefined]));

export const Route = createFileRoute('/auth/forgot-pin')({
  // The router parses numbers out of the query (birth 880412); the screen reads them as text.
  validateSearch: (search: Record<string, unknown>): VerifierResultSearch =>
    Object.fromEntries(
      RESULT_FIELDS.flatMap((field) => {
        const value = search[field];
        return typeof value === 'string' || typeof value === 'number' ? [[field, String(value)]] : [];
      }),
    ),
  component: ForgotPinRoute,
});

function ForgotPinRoute() {
  const router = useRouter();
  const search = Route.useSearch();
  const { bridge, persistence } = useShellServices();
  return (
    <ForgotPinScreen
      search={search}
      verificationStorage={window.localStorage}
      openVerifier={identityVerifier(window, '/auth/forgot-pin')}
      setPin={setPinWithBridge(bridge)}
      persistence={persistence}
      onNavigate={(target) => void followRoute(router, { ...target, search: { ...DROPPED_RESULT_SEARCH, ...target.search } }, { replace: true })}
    />
  );
}
