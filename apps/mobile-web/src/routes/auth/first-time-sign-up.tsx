import '@jogak/features-auth/styles.css';
import { FirstTimeSignUpScreen } from '@jogak/features-auth';
import { routes } from '@jogak/app-core';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { navigateTo } from '../../routing/navigate-to';

export const Route = createFileRoute('/auth/first-time-sign-up')({
  component: FirstTimeSignUpRoute,
});

function FirstTimeSignUpRoute() {
  const router = useRouter();
  // 회원가입 appears by itself once the sign-up feature registers its route.
  const signUpAvailable = routes.signUp() in router.routesByPath;
  return <FirstTimeSignUpScreen signUpAvailable={signUpAvailable} onNavigate={(to) => void navigateTo(router, to)} />;
}
