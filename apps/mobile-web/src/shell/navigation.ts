import type { NavigateToRouteOptions, RouteTarget } from '@jogak/app-core';
import { dismissTopDialog } from '@jogak/ui-kit';
import type { AppRouter } from '../router';
import { followHref, followRoute } from '../routing/follow-route';

/** How the shell's services move the app: app-core's decisions, outside paths, history back. */
export interface ShellNavigation {
  /**
   * A route the app decided (start-up, native messages, the HTTP policy); a page's leave guard may
   * ask first. `replace` puts it in place of the current entry.
   */
  navigate: (target: RouteTarget, options?: Pick<NavigateToRouteOptions, 'replace'>) => Promise<void>;
  /**
   * A route no page may hold back: after a logout the member is signed out, so an unsaved flow's
   * "leave?" question (whose "stay" would keep a signed-out member on a member's page) is not asked.
   */
  leave: (target: RouteTarget) => Promise<void>;
  /** A path from outside the app's code (a deep link, a push), which the router resolves. */
  openHref: (href: string) => Promise<void>;
  /** The shell's back: an open dialog or sheet takes it (a locked dialog keeps it), otherwise history back. */
  back: () => void;
}

/**
 * The shell's navigation through the router. The router is made last (it needs the services,
 * which navigate through it), so it is reached through a getter, only when a service runs.
 *
 * @example
 * const navigation = routerNavigation(() => router);
 * await navigation.navigate({ route: '/_main/home' });
 */
export function routerNavigation(router: () => AppRouter): ShellNavigation {
  // The start page never stays under where the shell sends the app from it (the HTTP policy's
  // sign-up after a 401 at start-up, a native message): a back would run start-up again, and the
  // same answer would send the member back where they were, for ever.
  const fromStartPage = () => router().state.location.pathname === '/';
  return {
    navigate: (target, options) => followRoute(router(), target, options?.replace || fromStartPage() ? { replace: true } : {}),
    leave: (target) => followRoute(router(), target, { ignoreBlocker: true, replace: fromStartPage() }),
    openHref: (href) => followHref(router(), href, { replace: fromStartPage() }),
    // An open dialog or sheet takes the back first (a locked dialog keeps it, and the page stays),
    // as the router's BackClosesDialog would once the history moved; taken here, the history
    // never moves for it, so no traversal has to be undone.
    back: () => {
      if (dismissTopDialog() === 'none') router().history.back();
    },
  };
}
