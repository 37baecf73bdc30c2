import '@jogak/features-trade/styles.css';
import { useNavigateToRoute, userStore } from '@jogak/app-core';
import { MarketDetailScreen, prefetchMarketDetail, type SubscribeToForeground } from '@jogak/features-trade';
import { createFileRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useFollowGate } from '../../routing/follow-gate';
import { MARKET_FOREGROUND_EVENT } from '../../shell/live-feed';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/market/$id')({
  // The stock, its book, the market's hours and the live feed's code start with the screen's code
  // (issue #18's waterfall).
  // The loader travels in the route's chunk, beside the screen it prefetches for, not in every
  // screen's first download (the initial JS budget).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    prefetchMarketDetail(context.queryClient, params.id);
    void context.services.live.client();
  },
  component: MarketDetailRoute,
});

// The shell emits this DOM event when the app returns to the foreground on a market detail (spec §4).
const subscribeToForeground: SubscribeToForeground = (listener) => {
  window.addEventListener(MARKET_FOREGROUND_EVENT, listener);
  return () => window.removeEventListener(MARKET_FOREGROUND_EVENT, listener);
};

function MarketDetailRoute() {
  const { id } = Route.useParams();
  const user = useSnapshot(userStore);
  const navigate = useNavigateToRoute();
  const services = useShellServices();
  const followGate = useFollowGate();
  return (
    <MarketDetailScreen
      stockCd={id}
      loadLive={services.live.client}
      user={user}
      onGate={followGate}
      onDeposit={() => navigate({ route: '/_main/assets', search: { sheet: 'deposit' } })}
      subscribeToForeground={subscribeToForeground}
      nativeBack={services.bridge}
      // The chart's TradingView link opens through the shell, outside this WebView.
      onOpenLink={(url) => services.bridge.send('openLink', { url })}
    />
  );
}
