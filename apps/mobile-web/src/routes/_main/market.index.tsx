import '@jogak/features-trade/styles.css';
import { MarketListScreen, prefetchMarketList } from '@jogak/features-trade';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/market/')({
  // The list, the market's hours and the live feed's code start with the screen's code: the
  // screen waits for the feed, so nothing of it should wait for the screen (issue #18's waterfall).
  // The loader travels in the route's chunk, beside the screen it prefetches for, not in every
  // screen's first download (the initial JS budget).
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    prefetchMarketList(context.queryClient);
    void context.services.live.client();
  },
  component: MarketListRoute,
});

function MarketListRoute() {
  const { live } = useShellServices();
  return <MarketListScreen loadLive={live.client} />;
}
