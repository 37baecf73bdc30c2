import '@jogak/features-auth/styles.css';
import '@jogak/features-auth/demo-login.css';
import { pathAfterLogin } from '@jogak/app-core';
import { DemoLogin } from '@jogak/features-auth/demo-login';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { followHref } from '../../routing/follow-route';
import { useShellServices } from '../../shell/use-shell-services';

interface LoginSearch {
  tabs?: 'individual' | 'corporate';
  /** Where to return after login (spec section 4: "the page they came from, or home"). */
  redirect?: string;
}

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
  return (
    <DemoLogin
      services={{ client, persistence }}
      tab={tabs}
      onSignedIn={() => followHref(router, pathAfterLogin(redirect))}
    />
  );
}
