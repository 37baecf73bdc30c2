import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { reportAppError } from './errors/report-error';
import type { ShellContext } from './shell/shell-context';
import { routeTree } from './routeTree.gen';

/**
 * The app's router: the generated route tree, the shell context, and uncaught screen errors
 * reported with the current route's id (spec section 8). The context gains `matchedRouteIds`, the
 * router's own matching for the root guard. Scrolling is the shell's own rule
 * (see `follow-scroll-plan.ts`), so the router's restoration stays off.
 *
 * @example
 * const router = createAppRouter({ context: { queryClient, isOnline: () => navigator.onLine, hasToken } });
 */
export function createAppRouter({ context, history }: { context: Omit<ShellContext, 'matchedRouteIds'>; history?: RouterHistory }) {
  const router = createRouter({
    routeTree,
    context: {
      ...context,
      matchedRouteIds: (pathname: string): readonly string[] => router.matchRoutes(pathname).map((match) => match.routeId),
    },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: false,
    defaultOnCatch: (error) => reportAppError(error, router.state.matches.at(-1)?.routeId),
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
