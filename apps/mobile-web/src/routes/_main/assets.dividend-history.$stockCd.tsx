import '@jogak/features-assets/styles.css';
import { DividendHistoryScreen } from '@jogak/features-assets';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/assets/dividend-history/$stockCd')({
  component: DividendHistoryRoute,
});

function DividendHistoryRoute() {
  const { stockCd } = Route.useParams();
  return <DividendHistoryScreen stockCd={stockCd} />;
}
