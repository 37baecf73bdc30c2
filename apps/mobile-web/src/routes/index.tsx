import { createFileRoute, useRouter } from '@tanstack/react-router';
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
  // Start-up runs once per visit of the page, even under StrictMode's double effects.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    runStartUp(search, {
      persistence: services.persistence,
      navigate: (to, query) => navigateTo(router, to, query),
      openPartnerWebView: services.openPartnerWebView,
      signInWithCi: services.signInWithCi,
    }).catch((error: unknown) => {
      reportAppError(error, '/');
      void navigateTo(router, '/error');
    });
  }, [router, search, services]);
  return <StartUpScreen />;
}
