import { RouteNavigationProvider } from '@jogak/app-core';
import { DialogHost, RichTextLinkProvider, ToastHost } from '@jogak/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { carrySearch } from '../routing/carry-search';
import { followHref, followRoute } from '../routing/follow-route';
import { guardNavigation, matchedRoutesNeedAuth } from '../routing/guard-navigation';
import { ErrorScreen } from '../screens/error-screen';
import type { ShellContext } from '../shell/shell-context';

// Development only: the on-screen error printer and the shell simulator stay out of the build.
const DevPanels = import.meta.env.DEV ? lazy(() => import('../dev-panels/dev-panels')) : null;

export const Route = createRootRouteWithContext<ShellContext>()({
  search: { middlewares: [carrySearch] },
  beforeLoad: ({ location, context }) => {
    const target = guardNavigation({
      online: context.isOnline(),
      pathname: location.pathname,
      needsAuth: matchedRoutesNeedAuth(context.matchedRouteIds(location.pathname)),
      hasToken: context.hasToken(),
    });
    if (target) throw redirect({ to: target, replace: true });
  },
  component: Root,
  errorComponent: RootError,
});

function Root() {
  const { queryClient, services } = Route.useRouteContext();
  const router = useRouter();
  return (
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={(target) => void followRoute(router, target)}>
        {/* A rich-text link that leaves the app opens through the shell, never in this WebView;
            one of the app's own pages is a client-side navigation. */}
        <RichTextLinkProvider
          onOpenLink={(url) => services.bridge.send('openLink', { url })}
          onNavigate={(href) => void followHref(router, href)}
        >
          <Outlet />
          <DialogHost />
          <ToastHost />
        </RichTextLinkProvider>
        {DevPanels ? (
          <Suspense fallback={null}>
            <DevPanels />
          </Suspense>
        ) : null}
      </RouteNavigationProvider>
    </QueryClientProvider>
  );
}

/** An uncaught screen error (already reported through the router's `defaultOnCatch`). */
function RootError({ reset }: { reset: () => void }) {
  const router = useRouter();
  const navigate = useNavigate();
  return (
    <ErrorScreen
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
      onHome={() => {
        reset();
        void navigate({ to: '/home' });
      }}
    />
  );
}
