import { parseReferralCode, type RouteTarget } from '@jogak/app-core';
import { createFileRoute, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { reportAppError } from '../errors/report-error';
import type { AppRouter } from '../router';
import { followHref, followRoute } from '../routing/follow-route';
import { StartUpScreen } from '../screens/start-up-screen';
import { startPageVisit, takeStartPageLink } from '../shell/native-messages';
import { toastingFailure } from '../shell/partner-web-view';
import { runStartUp, type StartUpSearch } from '../start-up/run-start-up';
import { markStartUpCompleted } from '../start-up/start-up-completion';

function startUpSearchOf(search: Record<string, unknown>): StartUpSearch {
  // The referral code is checked as an event link's is: `?event=1234` arrives as a number, and a
  // value that is no code is not kept on the device (it would be sent at sign-up). A key the query
  // has is answered, as undefined when turned down: the router lays the answer over the raw query,
  // so a key left out would reach the page as the address had it. A key the query lacks stays out:
  // an empty answer lets carrySearch carry the current query over.
  return {
    ...('event' in search ? { event: parseReferralCode(search.event) } : {}),
    ...('route' in search ? { route: typeof search.route === 'string' && search.route !== '' ? search.route : undefined } : {}),
  };
}

/** Per router, the visit of the start page whose start-up began last: the one that leads. */
const leadingVisits = new WeakMap<object, string>();

/**
 * Follows where a start-up run leads, in the start page's place in the history: the start-up
 * query is consumed here, not carried on (a back from there must not run start-up again: a 900
 * member could never leave first-time sign-up, a 102 corporation would get the partner web view
 * once more).
 *
 * A link that came on this visit (a push tapped while the app was closed, spec §4) is opened
 * where the member may go: over home (the app's ordinary start, so a back returns there), or
 * after the login, as its `redirect`. Any other start (access permission, sign-up, kyc, the
 * corporate account link, the Q&A of `route=qna`) comes first and leads on by itself: the link
 * is dropped.
 *
 * A run whose visit no longer leads (an `init` brought the app back to `/` meanwhile) goes nowhere:
 * finishing after the later run, it would replace the page that one opened.
 */
async function followStartUp(router: AppRouter, visit: string, target: RouteTarget): Promise<void> {
  if (leadingVisits.get(router) !== visit) return;
  const link = takeStartPageLink(router, visit);
  const search = { event: undefined, route: undefined, ...target.search };
  if (link !== undefined && target.route === '/auth/login') {
    await followRoute(router, { ...target, search: { ...search, redirect: link } }, { replace: true });
    return;
  }
  await followRoute(router, { ...target, search }, { replace: true });
  if (link !== undefined && target.route === '/_main/home') await followHref(router, link);
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
  const visit = useLocation({ select: startPageVisit });
  const startedVisit = useRef<string | null>(null);
  useEffect(() => {
    if (visit === null || startedVisit.current === visit) return;
    startedVisit.current = visit;
    leadingVisits.set(router, visit);
    runStartUp(startUpSearchOf(router.state.location.search), {
      persistence: services.persistence,
      navigate: (target) => followStartUp(router, visit, target),
      // Start-up's page (home, 법인 계좌 연동) has no place of its own to say why: the toast.
      openPartnerWebView: toastingFailure(services.openPartnerWebView),
      signInWithCi: services.signInWithCi,
      isVersionSupported: services.isVersionSupported,
      requireUpdate: services.requireUpdate,
    })
      .then(() => markStartUpCompleted(router))
      .catch((error: unknown) => {
        reportAppError(error, '/');
        // Reported either way; the page is the leading run's to decide.
        if (leadingVisits.get(router) === visit) void followRoute(router, { route: '/error' });
      });
  }, [router, services, visit]);
  return <StartUpScreen />;
}
