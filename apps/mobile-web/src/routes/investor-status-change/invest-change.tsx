import '@jogak/features-investor/styles.css';
import { InvestChangeScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/investor-status-change/invest-change')({
  component: InvestChangeScreen,
});
