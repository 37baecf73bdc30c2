import { scrollPlanFor, type ScrolledPage } from './scroll-plan';

interface ResolvedEvent {
  fromLocation?: { pathname: string } | undefined;
  toLocation: { pathname: string };
}

interface ScrollRouter {
  subscribe: (event: 'onResolved', listener: (event: ResolvedEvent) => void) => () => void;
  state: { matches: ReadonlyArray<{ routeId: string; params: Readonly<Record<string, string>> }> };
}

interface ScrollTarget {
  scrollTo: (options: ScrollToOptions) => void;
  document: { documentElement: { scrollHeight: number } };
  setTimeout: (handler: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  /** Absent where media queries are not (jsdom): no preference then. */
  matchMedia?: (query: string) => { matches: boolean };
}

/**
 * Applies the scroll rule of spec section 2 after each resolved navigation, on the router's leaf
 * matches; the first page the app opens is left where the browser put it. The scroll glides,
 * unless the person asked for reduced motion (read at each scroll: an explicit `smooth` would
 * override the stylesheet's `scroll-behavior`). A delayed scroll still waiting when the member
 * navigates on is dropped, so it never moves the next page. Returns the unsubscriber of the router
 * subscription.
 *
 * @example
 * followScrollPlan(router);
 */
export function followScrollPlan(router: ScrollRouter, target: ScrollTarget = window): () => void {
  let previous: ScrolledPage | undefined;
  let delayedScroll: number | undefined;
  const dropDelayedScroll = () => {
    if (delayedScroll !== undefined) target.clearTimeout(delayedScroll);
    delayedScroll = undefined;
  };
  const behavior = (): ScrollBehavior => (target.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
  const unsubscribe = router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    dropDelayedScroll();
    const leaf = router.state.matches.at(-1);
    const from = previous;
    const to = leaf ? { routeId: leaf.routeId, params: leaf.params } : undefined;
    previous = to;
    // The first page is not a navigation: the document was just laid out at the top, and a
    // scroll there forced a layout in the middle of the start (81 ms per load at 4x).
    if (!to || !from || fromLocation?.pathname === toLocation.pathname) return;
    const plan = scrollPlanFor(from, to);
    if (plan.kind === 'top') {
      target.scrollTo({ top: 0, behavior: behavior() });
      return;
    }
    delayedScroll = target.setTimeout(() => {
      delayedScroll = undefined;
      target.scrollTo({ top: target.document.documentElement.scrollHeight, behavior: behavior() });
    }, plan.delayMs);
  });
  return () => {
    dropDelayedScroll();
    unsubscribe();
  };
}
