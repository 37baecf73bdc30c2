import '@jogak/features-investor/styles.css';
import { InvestTendencyScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/investment-analysis/invest-tendency')({
  component: InvestTendencyScreen,
});
