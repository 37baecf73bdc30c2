import '@jogak/features-vote/styles.css';
import { onlyIdSegments, readStoredCiOf, sessionStore, userStore } from '@jogak/app-core';
import { VoteDetailScreen } from '@jogak/features-vote';
import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { documentActions } from '../../routing/document-actions';
import { useFollowGate } from '../../routing/follow-gate';
import { signBallot } from '../../routing/sign-ballot';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/vote/$id')({
  params: { parse: (params) => onlyIdSegments(params, 'id') },
  component: VoteDetailRoute,
});

function VoteDetailRoute() {
  const { id } = Route.useParams();
  const user = useSnapshot(userStore);
  const services = useShellServices();
  const followGate = useFollowGate();
  // An agenda document is a path on the API's origin, saved through the shell as an offering's documents are.
  const apiBaseUrl = import.meta.env.VITE_API_BASE_URL || window.location.origin;
  const actions = documentActions(services.bridge, apiBaseUrl);
  return (
    <VoteDetailScreen
      id={Number(id)}
      user={user}
      signBallot={async () => {
        // After a reload the CI lives only in the device's storage, and is used only when it is this
        // member's (never an individual's CI for a corporation's session).
        const ci = userStore.ci || (await readStoredCiOf(services.persistence, userStore));
        return signBallot(services.bridge, { ci, media: userStore.media, token: sessionStore.token });
      }}
      onGate={followGate}
      // The Kakao Pay certificate is registered where NEED_KAKAO_REGISTER leads (the partner's
      // account web view); /support/certificate only lists the device's certificates.
      onRegisterCertificate={() => followGate('NEED_KAKAO_REGISTER')}
      apiBaseUrl={apiBaseUrl}
      onDownload={actions.download}
    />
  );
}
