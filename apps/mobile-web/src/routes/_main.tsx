import { BOTTOM_TABS, bellDecision, matchRoute, sessionStore, tabDecision, userStore } from '@jogak/app-core';
import { showToast } from '@jogak/ui-kit';
import { createFileRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { followNavDecision } from '../layout/follow-nav-decision';
import { MainLayout } from '../layout/main-layout';
import { useHasNewNotifications } from '../layout/use-has-new-notifications';

export const Route = createFileRoute('/_main')({
  component: MainRoute,
});

function MainRoute() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const { userType } = useSnapshot(userStore);
  const { token } = useSnapshot(sessionStore);
  const hasNew = useHasNewNotifications(token !== '');
  const route = matchRoute(pathname)?.route;
  const currentTab = route?.tab ?? null;
  const effects = { navigate: (to: string) => void navigate({ to }), toast: (message: string) => showToast(message) };
  return (
    <MainLayout
      title={route?.title ?? null}
      tone={pathname.replace(/\/$/, '') === '/my' ? 'my' : 'default'}
      hasNewNotifications={hasNew}
      onBell={() => followNavDecision(bellDecision(token !== ''), effects)}
      activeTab={BOTTOM_TABS.find((tab) => tab.key === currentTab)?.key}
      onSelectTab={(tab) => followNavDecision(tabDecision(tab, { currentTab, userType }), effects)}
    >
      <Outlet />
    </MainLayout>
  );
}
