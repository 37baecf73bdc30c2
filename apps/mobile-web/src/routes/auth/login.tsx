import '@jogak/features-auth/styles.css';
import { pathAfterLogin } from '@jogak/app-core';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { followHref } from '../../routing/follow-route';
import { NotFoundScreen } from '../../screens/not-found-screen';
import { useShellServices } from '../../shell/use-shell-services';

interface LoginSearch {
  tabs?: 'individual' | 'corporate';
  /** Where to return after login (spec section 4: "the page they came from, or home"). */
  redirect?: string;
}

// The demo member picker is the sandbox's way in; a partner build carries none of it (the
// branch is dropped with the constant). The PIN and certificate logins come with features-auth
// (issue #12): until then a partner build has no login screen to show.
const DemoLogin =
  import.meta.env.VITE_JOGAK_BACKEND === 'sandbox'
    ? lazy(async () => {
        const [module] = await Promise.all([
          import('@jogak/features-auth/demo-login'),
          import('@jogak/features-auth/demo-login.css'),
        ]);
        return { default: module.DemoLogin };
      })
    : null;

export const Route = createFileRoute('/auth/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...(search.tabs === 'corporate' || search.tabs === 'individual' ? { tabs: search.tabs } : {}),
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { tabs, redirect } = Route.useSearch();
  const { client, persistence } = useShellServices();
  const router = useRouter();
  const navigate = useNavigate();
  if (!DemoLogin) return <NotFoundScreen onHome={() => void navigate({ to: '/home' })} />;
  return (
    <Suspense fallback={null}>
      <DemoLogin
        services={{ client, persistence }}
        tab={tabs}
        onSignedIn={() => followHref(router, pathAfterLogin(redirect))}
      />
    </Suspense>
  );
}
