import '@jogak/features-investor/styles.css';
import { QualChangeFailScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/invest-qual-change/fail')({
  component: QualChangeFailScreen,
});
