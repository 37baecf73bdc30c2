import { createFileRoute, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { reportAppError } from '../errors/report-error';
import { followRoute } from '../routing/follow-route';
import { StartUpScreen } from '../screens/start-up-screen';
import { toastingFailure } from '../shell/partner-web-view';
import { runStartUp, type StartUpSearch } from '../start-up/run-start-up';
import { markStartUpCompleted } from '../start-up/start-up-completion';

function startUpSearchOf(search: Record<string, unknown>): StartUpSearch {
  return {
    ...(typeof search.event === 'string' && search.event !== '' ? { event: search.event } : {}),
    ...(typeof search.route === 'string' && search.route !== '' ? { route: search.route } : {}),
  };
}

export const Route = createFileRoute('/')({
  validateSearch: startUpSearchOf,
  component: StartUpRoute,
});

function StartUpRoute() {
  const { services } = Route.useRouteContext();
  const router = useRouter();
  // Start-up runs once per visit of the page, even under StrictMode's double effects. A visit is
  // a history entry of `/`: an `init` that arrives while the previous start-up's navigation is
  // still loading comes back to this same mounted page, and must start it again. While this page
  // stays on screen during a navigation away, the location is already elsewhere: no visit. The
  // query is read from the visit's location too (the match on screen may still be the last one).
  const visit = useLocation({
    select: (location) => (location.pathname === '/' ? (location.state.__TSR_key ?? location.href) : null),
  });
  const startedVisit = useRef<string | null>(null);
  useEffect(() => {
    if (visit === null || startedVisit.current === visit) return;
    startedVisit.current = visit;
    runStartUp(startUpSearchOf(router.state.location.search), {
      persistence: services.persistence,
      // The start-up query is consumed here, not carried on to where start-up leads. Where it leads
      // takes the start page's place in the history: a back from there must not run start-up
      // again (a 900 member could never leave first-time sign-up, a 102 corporation would get
      // the partner web view once more).
      navigate: (target) =>
        followRoute(router, { ...target, search: { event: undefined, route: undefined, ...target.search } }, { replace: true }),
      // Start-up's page (home, 법인 계좌 연동) has no place of its own to say why: the toast.
      openPartnerWebView: toastingFailure(services.openPartnerWebView),
      signInWithCi: services.signInWithCi,
      isVersionSupported: services.isVersionSupported,
      requireUpdate: services.requireUpdate,
    })
      .then(() => markStartUpCompleted(router))
      .catch((error: unknown) => {
        reportAppError(error, '/');
        void followRoute(router, { route: '/error' });
      });
  }, [router, services, visit]);
  return <StartUpScreen />;
}
