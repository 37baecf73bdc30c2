import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { routeHref, type RouteTarget } from '../routes/route-target';

/** How a navigation treats the history; see {@link NavigateToRoute}. */
export interface NavigateToRouteOptions {
  /**
   * Puts the target in place of the current entry, for a page that must not be gone back to (what
   * it showed was just deleted).
   */
  readonly replace?: boolean;
  /**
   * Returns to the target, as a page that handles the shell's back itself does (spec §9): when
   * the history entry just before this one shows the target (same route and path parameters; its
   * query is the one it had), the history goes back to it; otherwise the target replaces this
   * entry. Never a new entry: the target's own back (a history back) would reach the page just
   * left, whose back would lead to the target again, for ever.
   */
  readonly returnTo?: boolean;
}

/** How a screen leaves for another route: the app hands its router's navigation down. */
export type NavigateToRoute = (target: RouteTarget, options?: NavigateToRouteOptions) => void;

const RouteNavigationContext = createContext<NavigateToRoute | null>(null);

/**
 * Gives every {@link RouteLink} and {@link useNavigateToRoute} below it the app's navigation.
 *
 * @example
 * <RouteNavigationProvider navigate={(target, options) => void followRoute(router, target, options)}>
 *   <Outlet />
 * </RouteNavigationProvider>
 */
export function RouteNavigationProvider({ navigate, children }: { readonly navigate: NavigateToRoute; readonly children: ReactNode }) {
  return <RouteNavigationContext.Provider value={navigate}>{children}</RouteNavigationContext.Provider>;
}

/**
 * The app's navigation for a screen of a feature package (features never see the router).
 *
 * @example
 * const navigate = useNavigateToRoute();
 * navigate({ route: '/kyc' });
 */
export function useNavigateToRoute(): NavigateToRoute {
  const navigate = useContext(RouteNavigationContext);
  if (!navigate) throw new Error('RouteNavigationProvider 안에서만 화면을 이동할 수 있어요.');
  return navigate;
}

export interface RouteLinkProps {
  readonly target: RouteTarget;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A real link (it can be long-pressed, opened in a tab, read as a link) to a route of the table,
 * whose plain click is handed to the app's router instead of reloading the page.
 *
 * @example
 * <RouteLink target={{ route: '/_main/subscription/$id', params: { id: '108' } }}>강남 오피스</RouteLink>
 */
export function RouteLink({ target, className, children }: RouteLinkProps) {
  const navigate = useNavigateToRoute();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(target);
  };
  return (
    <a href={routeHref(target)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
