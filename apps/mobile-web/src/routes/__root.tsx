import { documentTitle, RouteNavigationProvider } from '@jogak/app-core';
import { RichTextLinkProvider } from '@jogak/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect, useMatches, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { isChunkOfReplacedApp } from '../app/chunk-failures';
import { retryWhenOnline } from '../app/retry-when-online';
import { useDocumentTitle } from '../layout/document-title';
import { holdPageWhileDialogAwaitsHost } from '../layout/hold-page-for-dialog';
import { useOverlayHostsWanted } from '../layout/overlay-hosts-wanted';
import { ScreenLayout } from '../layout/screen-layout';
import { BackClosesDialog } from '../routing/back-closes-dialog';
import { carrySearch } from '../routing/carry-search';
import { followHref, followRoute, returnToRoute } from '../routing/follow-route';
import { guardNavigation, matchedRoutesNeedAuth } from '../routing/guard-navigation';
import { ErrorScreen } from '../screens/error-screen';
import { NotFoundScreen } from '../screens/not-found-screen';
import type { ShellContext } from '../shell/shell-context';

// Development only: the on-screen error printer and the shell simulator stay out of the build.
const DevPanels = import.meta.env.DEV ? lazy(() => import('../dev-panels/dev-panels')) : null;
// The dialog and toast hosts load on the first dialog or toast, or once the first screen is complete (issue #18).
const OverlayHosts = lazy(() => retryWhenOnline(() => import('../layout/overlay-hosts')));

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
  notFoundComponent: RootNotFound,
});

function Root() {
  const { queryClient, services } = Route.useRouteContext();
  const router = useRouter();
  // The main layout draws its own page landmark; every other page is framed by the screen layout.
  const inMainLayout = useMatches({ select: (matches) => matches.some((match) => match.routeId === '/_main') });
  // The page's name in the document's title, from app-core's route table (WCAG 2.4.2).
  useDocumentTitle(useMatches({ select: (matches) => documentTitle(matches.at(-1)?.routeId ?? '') }));
  // A dialog opened before its lazily loaded host has arrived keeps presses from the page, as it will once shown.
  useEffect(() => holdPageWhileDialogAwaitsHost(window), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Ahead of the pages, so its blocker is asked before theirs (see its comment). */}
      <BackClosesDialog />
      <RouteNavigationProvider
        navigate={(target, options) =>
          void (options?.returnTo ? returnToRoute(router, services, target) : followRoute(router, target, options?.replace ? { replace: true } : {}))
        }
      >
        {/* A rich-text link that leaves the app opens through the shell, never in this WebView;
            one of the app's own pages is a client-side navigation. */}
        <RichTextLinkProvider
          onOpenLink={(url) => services.bridge.send('openLink', { url })}
          onNavigate={(href) => void followHref(router, href)}
        >
          {inMainLayout ? (
            <Outlet />
          ) : (
            <ScreenLayout>
              <Outlet />
            </ScreenLayout>
          )}
          <OverlayHostsOnceWanted />
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

/**
 * The dialog and toast hosts, mounted once wanted. A component of its own, so that only it renders
 * again then: when the root did, every route link and rich text below it did too, in one blocking
 * task (up to 100 ms at 4x CPU, `bench/start-profile.mjs`).
 */
function OverlayHostsOnceWanted() {
  return useOverlayHostsWanted() ? (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  ) : null;
}

/**
 * An address no route can even match: a malformed `%` escape (`/market/100%`) fails to decode, so
 * not even the `/_main/$` catch-all matches and the root is the not-found route. It renders in the
 * root's outlet, framed by the screen layout (no header to go back with: 홈으로 가기 is the way on).
 */
function RootNotFound() {
  const navigate = useNavigate();
  return <NotFoundScreen onHome={() => void navigate({ to: '/home' })} />;
}

/**
 * An uncaught screen error (already reported through the router's `defaultOnCatch`). 다시 시도하기
 * loads the page again, its chunk included; a chunk that failed because a newer build replaced the
 * running one can only come with that build, so then the app reloads.
 */
function RootError({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter();
  const navigate = useNavigate();
  const retry = async () => {
    if (await isChunkOfReplacedApp(error, window)) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  return (
    <ScreenLayout>
      <ErrorScreen
        onRetry={() => void retry()}
        onHome={() => {
          reset();
          void navigate({ to: '/home' });
        }}
      />
    </ScreenLayout>
  );
}
