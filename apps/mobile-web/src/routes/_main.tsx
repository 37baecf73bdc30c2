import { BOTTOM_TABS, bellDecision, headerBackFallback, routeDefinition, sessionStore, tabDecision, userStore, type RouteTarget } from '@jogak/app-core';
import { showToast } from '@jogak/ui-kit';
import { createFileRoute, Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { followNavDecision } from '../layout/follow-nav-decision';
import { MainLayout } from '../layout/main-layout';
import { useHasNewNotifications } from '../layout/use-has-new-notifications';
import { followRoute } from '../routing/follow-route';

export const Route = createFileRoute('/_main')({
  component: MainRoute,
});

function MainRoute() {
  // The header and the tabs follow the route the router matched, read from app-core by its id.
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.routeId ?? '' });
  const router = useRouter();
  const { userType } = useSnapshot(userStore);
  const { token } = useSnapshot(sessionStore);
  const hasNew = useHasNewNotifications(token !== '');
  const route = routeDefinition(routeId);
  // A sub-page (a stock, an offering, /my/info) shows its tab as current; tabDecision tells it from the tab's own page.
  const currentTab = route?.tab ?? null;
  const effects = { navigate: (target: RouteTarget) => void followRoute(router, target), toast: showToast };
  // A page that is not a tab's own goes back through the app's history, or, opened from outside
  // (a deep link, a push), to its tab's page.
  const backFallback = headerBackFallback(routeId);
  const onBack = backFallback
    ? () => {
        if (router.history.canGoBack()) router.history.back();
        else effects.navigate(backFallback);
      }
    : undefined;
  return (
    <MainLayout
      title={route?.title ?? null}
      {...(onBack ? { onBack } : {})}
      tone={routeId === '/_main/my/' ? 'my' : 'default'}
      hasNewNotifications={hasNew}
      onBell={() => followNavDecision(bellDecision(token !== ''), effects)}
      activeTab={BOTTOM_TABS.find((tab) => tab.key === currentTab)?.key}
      onSelectTab={(tab) => followNavDecision(tabDecision(tab, { currentRouteId: routeId, userType }), effects)}
    >
      <Outlet />
    </MainLayout>
  );
}
