import '@jogak/features-community/styles.css';
import { ServiceIntroductionScreen } from '@jogak/features-community';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/community/service-introduction')({
  component: ServiceIntroductionScreen,
});
