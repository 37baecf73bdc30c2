import '@jogak/features-community/styles.css';
import { GuideScreen } from '@jogak/features-community';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/community/guide')({
  component: GuideScreen,
});
