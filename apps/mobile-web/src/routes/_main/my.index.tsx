import '@jogak/features-my/styles.css';
import { commonStore, sessionStore, userStore } from '@jogak/app-core';
import { MyScreen } from '@jogak/features-my';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { toastingFailure } from '../../shell/partner-web-view';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/my/')({
  component: MyRoute,
});

function MyRoute() {
  const navigate = useNavigate();
  const services = useShellServices();
  const user = useSnapshot(userStore);
  const { token } = useSnapshot(sessionStore);
  const { version } = useSnapshot(commonStore);
  return (
    <MyScreen
      user={user}
      loggedIn={token !== ''}
      appVersion={version}
      osVersion={services.osVersion()}
      bridge={services.bridge}
      persistence={services.persistence}
      origin={window.location.origin}
      // Back to MY once signed in (spec §4: after login, the page the member came from).
      onLogin={() => void navigate({ to: '/auth/login', search: { redirect: '/my' } })}
      onLogout={() => void services.logout()}
      onOpenAccount={(purpose) => void toastingFailure(services.openPartnerWebView)({ purpose })}
    />
  );
}
