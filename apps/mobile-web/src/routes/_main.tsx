import { BOTTOM_TABS, bellDecision, routeDefinition, sessionStore, tabDecision, userStore, type RouteTarget } from '@jogak/app-core';
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
  return (
    <MainLayout
      title={route?.title ?? null}
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
