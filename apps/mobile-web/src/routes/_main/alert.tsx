import '@jogak/features-alert/styles.css';
import { AlertScreen, parseAlertSearch, type SubscribeToNotifications } from '@jogak/features-alert';
import { onReconnect } from '@jogak/realtime';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { followHref } from '../../routing/follow-route';
import { listenWhenLoaded } from '../../shell/live-feed';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/alert')({
  validateSearch: parseAlertSearch,
  component: AlertRoute,
});

function AlertRoute() {
  const router = useRouter();
  const navigate = useNavigate();
  const { live } = useShellServices();
  // The live feed loads lazily; a listener added before it is ready starts with it.
  const subscribeToNotifications = useCallback<SubscribeToNotifications>(
    (listener, reconnected) =>
      listenWhenLoaded(live, (client) => [client.onEvent('notification', (event) => listener(event.data)), onReconnect(client, reconnected)]),
    [live],
  );
  return (
    <AlertScreen
      onOpenLink={(href) => void followHref(router, href)}
      subscribeToNotifications={subscribeToNotifications}
      search={Route.useSearch()}
      // `tab` named even when undefined (전체): an empty query would be carried over (carrySearch).
      onSearchChange={(next) => void navigate({ to: '/alert', search: { tab: next.tab }, replace: true })}
    />
  );
}
