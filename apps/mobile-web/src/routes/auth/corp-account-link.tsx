import '@jogak/features-auth/styles.css';
import { sessionStore } from '@jogak/app-core';
import { CorpAccountLinkScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/auth/corp-account-link')({
  component: CorpAccountLinkRoute,
});

function CorpAccountLinkRoute() {
  const router = useRouter();
  const { openPartnerWebView } = useShellServices();
  return (
    <CorpAccountLinkScreen
      loggedIn={sessionStore.token !== ''}
      openAccountLink={() => openPartnerWebView({ purpose: 'CORP_ACCOUNT_LINK' })}
      onNavigate={(target) => void followRoute(router, target)}
    />
  );
}
