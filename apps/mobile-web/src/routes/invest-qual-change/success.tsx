import '@jogak/features-investor/styles.css';
import { QualChangeSuccessScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/invest-qual-change/success')({
  component: QualChangeSuccessScreen,
});
