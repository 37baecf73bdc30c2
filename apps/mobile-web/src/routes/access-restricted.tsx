import { createFileRoute, redirect } from '@tanstack/react-router';

// The full app runs only where the environment check passed (src/main.tsx): here the restricted
// screen would be a dead end on a reload of its address, so the app starts up instead. The
// restricted app (start-restricted-app) draws the screen itself, without this router.
export const Route = createFileRoute('/access-restricted')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
