import '@jogak/features-trade/styles.css';
import { MarketListScreen, parseMarketListSearch, prefetchMarketList } from '@jogak/features-trade';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/market/')({
  // The one part of the screen's package in the first download: a small parser without imports.
  validateSearch: parseMarketListSearch,
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
  const navigate = useNavigate();
  return (
    <MarketListScreen
      loadLive={live.client}
      search={Route.useSearch()}
      // Both keys named, an absent one as undefined: an empty query would be carried over (carrySearch).
      onSearchChange={(next) => void navigate({ to: '/market', search: { sort: next.sort, q: next.q }, replace: true })}
    />
  );
}
