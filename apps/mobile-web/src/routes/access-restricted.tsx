import { createFileRoute } from '@tanstack/react-router';
import { AccessRestrictedScreen } from '../screens/access-restricted-screen';

export const Route = createFileRoute('/access-restricted')({
  component: AccessRestrictedScreen,
});
