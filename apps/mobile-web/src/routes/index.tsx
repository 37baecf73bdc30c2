import { createFileRoute, useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { reportAppError } from '../errors/report-error';
import { navigateTo } from '../routing/navigate-to';
import { StartUpScreen } from '../screens/start-up-screen';
import { runStartUp, type StartUpSearch } from '../start-up/run-start-up';

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): StartUpSearch => ({
    ...(typeof search.event === 'string' && search.event !== '' ? { event: search.event } : {}),
    ...(typeof search.route === 'string' && search.route !== '' ? { route: search.route } : {}),
  }),
  component: StartUpRoute,
});

function StartUpRoute() {
  const search = Route.useSearch();
  const { services } = Route.useRouteContext();
  const router = useRouter();
  // Start-up runs once per visit of the page, even under StrictMode's double effects. A visit is
  // a history entry: an `init` that arrives while the previous start-up's navigation is still
  // loading comes back to this same mounted page, and must start it again.
  const visit = useLocation({ select: (location) => location.state.__TSR_key ?? location.href });
  const startedVisit = useRef<string | null>(null);
  useEffect(() => {
    if (startedVisit.current === visit) return;
    startedVisit.current = visit;
    runStartUp(search, {
      persistence: services.persistence,
      navigate: (to, query) => navigateTo(router, to, query),
      openPartnerWebView: services.openPartnerWebView,
      signInWithCi: services.signInWithCi,
      isVersionSupported: services.isVersionSupported,
      requireUpdate: services.requireUpdate,
    }).catch((error: unknown) => {
      reportAppError(error, '/');
      void navigateTo(router, '/error');
    });
  }, [router, search, services, visit]);
  return <StartUpScreen />;
}
