import { matchRoute } from '@jogak/app-core';
import { DialogHost, RichTextLinkProvider, ToastHost } from '@jogak/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { carrySearch } from '../routing/carry-search';
import { guardNavigation } from '../routing/guard-navigation';
import { navigateTo } from '../routing/navigate-to';
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
      needsAuth: matchRoute(location.pathname)?.route.auth ?? false,
      hasToken: context.hasToken(),
    });
    if (target) throw redirect({ to: target, replace: true });
  },
  component: Root,
  errorComponent: RootError,
});

function Root() {
  const { queryClient, services } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      {/* A rich-text link that leaves the app opens through the shell, never in this WebView. */}
      <RichTextLinkProvider onOpenLink={(url) => services.bridge.send('openLink', { url })}>
        <Outlet />
        <DialogHost />
        <ToastHost />
      </RichTextLinkProvider>
      {DevPanels ? (
        <Suspense fallback={null}>
          <DevPanels />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

/** An uncaught screen error (already reported through the router's `defaultOnCatch`). */
function RootError({ reset }: { reset: () => void }) {
  const router = useRouter();
  return (
    <ErrorScreen
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
      onHome={() => {
        reset();
        void navigateTo(router, '/home');
      }}
    />
  );
}
