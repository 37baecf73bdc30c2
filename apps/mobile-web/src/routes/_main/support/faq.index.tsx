import '@jogak/features-support/styles.css';
import { FaqListScreen } from '@jogak/features-support';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/support/faq/')({
  component: FaqListScreen,
});
