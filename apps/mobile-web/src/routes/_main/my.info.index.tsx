import '@jogak/features-my/styles.css';
import { MemberInfoScreen } from '@jogak/features-my';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { identityVerifier } from '../../routing/identity-verifier';
import { useShellServices } from '../../shell/use-shell-services';

/** The verifier's answer on its return from the phone change: the request key, a result code and, on success, the person. */
const RESULT_FIELDS = ['key', 'resultCode', 'ci', 'name', 'birth', 'genderDigit', 'phoneNo', 'nation'] as const;
type VerifierResultSearch = Partial<Record<(typeof RESULT_FIELDS)[number], string>>;

/** The answer's keys set to nothing: a navigation to the same page otherwise keeps its search. */
const DROPPED_RESULT_SEARCH = Object.fromEntries(RESULT_FIELDS.map((field) => [field, undefined]));

export const Route = createFileRoute('/_main/my/info/')({
  // The router parses numbers out of the query (birth 880412); the screen reads them as text.
  validateSearch: (search: Record<string, unknown>): VerifierResultSearch =>
    Object.fromEntries(
      RESULT_FIELDS.flatMap((field) => {
        const value = search[field];
        return typeof value === 'string' || typeof value === 'number' ? [[field, String(value)]] : [];
      }),
    ),
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
        onVerificationRead: () => void followRoute(router, { route: '/_main/my/info', search: DROPPED_RESULT_SEARCH }, { replace: true }),
        // Start-up again: the stored phone-change status makes the type 123, then 200 and home (spec §4).
        onPhoneChanged: () => void followRoute(router, { route: '/' }, { replace: true }),
      }}
      onSignedOut={() => void logout()}
    />
  );
}
