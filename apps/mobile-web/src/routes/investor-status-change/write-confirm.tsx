import '@jogak/features-investor/styles.css';
import { WriteConfirmScreen } from '@jogak/features-investor';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/investor-status-change/write-confirm')({
  component: WriteConfirmScreen,
});
