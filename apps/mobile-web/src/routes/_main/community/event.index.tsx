import '@jogak/features-community/styles.css';
import { EventListScreen } from '@jogak/features-community';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/community/event/')({
  component: EventListScreen,
});
