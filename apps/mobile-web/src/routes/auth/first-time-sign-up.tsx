import '@jogak/features-auth/styles.css';
import { FirstTimeSignUpScreen } from '@jogak/features-auth';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followRoute } from '../../routing/follow-route';

export const Route = createFileRoute('/auth/first-time-sign-up')({
  component: FirstTimeSignUpRoute,
});

function FirstTimeSignUpRoute() {
  const router = useRouter();
  // 회원가입 appears by itself once the sign-up feature registers its route.
  const signUpAvailable = '/auth/sign-up/' in router.routesById;
  return <FirstTimeSignUpScreen signUpAvailable={signUpAvailable} onNavigate={(target) => void followRoute(router, target)} />;
}
