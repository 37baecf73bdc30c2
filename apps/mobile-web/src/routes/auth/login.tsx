import '@jogak/features-auth/styles.css';
import { LoginScreen } from '@jogak/features-auth';
import { pathAfterLogin, type LoginTab, type RouteTarget } from '@jogak/app-core';
import { createFileRoute, useRouter, type NavigateOptions } from '@tanstack/react-router';
import { lazyPart, Skeleton } from '@jogak/ui-kit';
import { useMemo } from 'react';
import { certificateDeviceOf } from '../../routing/certificate-device';
import { followRoute } from '../../routing/follow-route';
import { sameEntry, type TrailEntry } from '../../routing/trail-entry';
import { verifyPinWithBridge } from '../../routing/identity-verifier';
import { kakaoPayLoginWithBridge } from '../../routing/kakao-pay-login';
import { useShellServices } from '../../shell/use-shell-services';

interface LoginSearch {
  tabs?: LoginTab;
  /** Where to return after login (spec section 4: "the page they came from, or home"). */
  redirect?: string;
}

// The 체험 계정 sheet is a sandbox developer shortcut; a partner build carries none of it (the
// branch is dropped with the constant).
const DemoLoginSheet =
  import.meta.env.VITE_JOGAK_BACKEND === 'sandbox'
    ? lazyPart(
        async () => {
          const [module] = await Promise.all([import('@jogak/features-auth/demo-login'), import('@jogak/features-auth/demo-login.css')]);
          return module.DemoLoginSheet;
        },
        { failedText: '체험 계정 로그인을 불러오지 못했어요.' },
      )
    : null;

// The certificate login loads when the corporate tab opens: most logins are individual PINs. A
// failed load is said in the tab's panel; the tabs and the rest of the page stay.
const CertificateLogin = lazyPart(async () => (await import('@jogak/features-auth/certificate-login')).CertificateLogin, {
  failedText: '법인 로그인 화면을 불러오지 못했어요.',
  loading: <Skeleton lines={3} label="법인 로그인을 불러오는 중" />,
});

export const Route = createFileRoute('/auth/login')({
  // A key the query has is answered, as undefined when turned down: the router lays the answer over
  // the raw query, so a key left out would reach the screen as the address had it. A key the query
  // lacks stays out: an empty answer lets carrySearch carry the current query over.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    ...('tabs' in search ? { tabs: search.tabs === 'corporate' || search.tabs === 'individual' ? search.tabs : undefined } : {}),
    ...('redirect' in search ? { redirect: typeof search.redirect === 'string' ? search.redirect : undefined } : {}),
  }),
  component: LoginRoute,
});

/** The login's own query, dropped when it leaves (spec §2 carries a query over to a route without one). */
const LOGIN_SEARCH_DROPPED = { tabs: undefined, redirect: undefined };

/**
 * The page to return to after login (`pathAfterLogin`), without the login's own query. A page
 * that sent the member here (a gate, MY's 로그인하기) pushed the login over itself: when the
 * entry before the login shows that page, the history goes back to it, so no second copy of it
 * stays behind it for the next back; otherwise the page replaces the login.
 */
function followAfterLogin(router: ReturnType<typeof useRouter>, entryBefore: () => TrailEntry | undefined, redirect: string | undefined) {
  const target = new URL(pathAfterLogin(redirect), window.location.origin);
  const search = { ...LOGIN_SEARCH_DROPPED, ...Object.fromEntries(target.searchParams) };
  const page = router.matchRoutes(target.pathname, search).at(-1);
  if (page && sameEntry(entryBefore(), { routeId: page.routeId, params: page.params as Record<string, unknown> })) {
    router.history.back();
    return Promise.resolve();
  }
  return router.navigate({ to: target.pathname, search, hash: target.hash.slice(1), replace: true } as NavigateOptions);
}

function LoginRoute() {
  const { tabs, redirect } = Route.useSearch();
  const { client, persistence, bridge, entryBefore } = useShellServices();
  const router = useRouter();
  const onSignedIn = () => followAfterLogin(router, entryBefore, redirect);
  const onNavigate = (target: RouteTarget) => void followRoute(router, { ...target, search: { ...LOGIN_SEARCH_DROPPED, ...target.search } });
  const certificateDevice = useMemo(() => certificateDeviceOf(bridge), [bridge]);
  return (
    <LoginScreen
      services={{ client, persistence }}
      tab={tabs}
      onTabChange={(tab) => void router.navigate({ to: '/auth/login', search: { tabs: tab, redirect }, replace: true })}
      verifyPin={verifyPinWithBridge(bridge)}
      kakaoPayLogin={kakaoPayLoginWithBridge(bridge)}
      corporateLogin={<CertificateLogin services={{ client, persistence }} device={certificateDevice} onSignedIn={onSignedIn} onNavigate={onNavigate} />}
      onSignedIn={onSignedIn}
      onNavigate={onNavigate}
      developerShortcut={DemoLoginSheet ? <DemoLoginSheet services={{ client, persistence }} tab={tabs} onSignedIn={onSignedIn} /> : undefined}
    />
  );
}
