import '@jogak/features-trade/styles.css';
import { MarketListScreen } from '@jogak/features-trade';
import { createFileRoute } from '@tanstack/react-router';
import { useShellServices } from '../../shell/use-shell-services';

export const Route = createFileRoute('/_main/market/')({
  component: MarketListRoute,
});

function MarketListRoute() {
  const { live } = useShellServices();
  return <MarketListScreen loadLive={live.client} />;
}
