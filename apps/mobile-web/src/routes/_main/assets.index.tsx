import '@jogak/features-assets/styles.css';
import { contractMedia, readStoredCiOf, sessionStore, userStore } from '@jogak/app-core';
import { AssetsScreen, type SubscribeToAssetEvents, type WithdrawalSigner } from '@jogak/features-assets';
import { onReconnect } from '@jogak/realtime';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useFollowGate } from '../../routing/follow-gate';
import { followRoute } from '../../routing/follow-route';
import { signWithdrawal } from '../../routing/sign-withdrawal';
import { listenWhenLoaded } from '../../shell/live-feed';
import { useShellServices } from '../../shell/use-shell-services';

/** `sheet=deposit`: 입금하기 of a refusal for funds (an order, an application) opens the 입금 sheet here. */
interface AssetsSearch {
  readonly sheet?: 'deposit';
}

export const Route = createFileRoute('/_main/assets/')({
  // The key is always returned: the root's search passes every key through, and another value of
  // `sheet` must not reach the screen as one it opens.
  validateSearch: (search: Record<string, unknown>): AssetsSearch => ({ sheet: search.sheet === 'deposit' ? 'deposit' : undefined }),
  component: AssetsRoute,
});

function AssetsRoute() {
  const router = useRouter();
  const { sheet } = Route.useSearch();
  const user = useSnapshot(userStore);
  const services = useShellServices();
  const followGate = useFollowGate();
  const { live, bridge, persistence } = services;
  // The live feed loads lazily; a listener added before it is ready starts with it.
  const subscribeToAssetEvents = useCallback<SubscribeToAssetEvents>(
    (listener, reconnected) =>
      listenWhenLoaded(live, (client) => [
        client.onEvent('account-updated', listener),
        client.onEvent('stock-balance-updated', listener),
        client.onEvent('withdrawal-complete', listener),
        onReconnect(client, reconnected),
      ]),
    [live],
  );
  // The pay-provider certificate signs a withdrawal as it signs a ballot (same shell command). After
  // a reload the CI is the device's, and only when it is this member's (never an individual's CI
  // for a corporation's session).
  const withdrawalSigner = useMemo<WithdrawalSigner>(
    () => ({
      identity: async () => {
        const ci = userStore.ci || (await readStoredCiOf(persistence, userStore));
        return ci ? { ci, media: contractMedia(userStore.media) } : null;
      },
      sign: async () => {
        const ci = userStore.ci || (await readStoredCiOf(persistence, userStore));
        return signWithdrawal(bridge, { ci, media: userStore.media, token: sessionStore.token });
      },
    }),
    [bridge, persistence],
  );
  return (
    <AssetsScreen
      user={user}
      onGate={followGate}
      onCopy={async (text) => bridge.send('copy', { text })}
      withdrawalSigner={withdrawalSigner}
      subscribeToAssetEvents={subscribeToAssetEvents}
      {...(sheet ? { arrivalSheet: sheet } : {})}
      // Shown: the address drops it, so a back to this entry or a reload does not open it again.
      onArrivalSheetOpened={() => void followRoute(router, { route: '/_main/assets', search: { sheet: undefined } }, { replace: true })}
    />
  );
}
