import '@jogak/features-investor/styles.css';
import { InvestResultScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/investment-analysis/invest-result')({
  component: InvestResultScreen,
});
