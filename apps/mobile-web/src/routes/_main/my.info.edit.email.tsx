import '@jogak/features-my/styles.css';
import { EmailChangeScreen } from '@jogak/features-my';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/my/info/edit/email')({
  component: EmailChangeScreen,
});
