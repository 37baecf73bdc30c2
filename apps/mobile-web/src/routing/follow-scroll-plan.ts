import { scrollPlanFor } from './scroll-plan';

interface ResolvedEvent {
  fromLocation?: { pathname: string } | undefined;
  toLocation: { pathname: string };
}

interface ScrollTarget {
  scrollTo: (options: ScrollToOptions) => void;
  document: { documentElement: { scrollHeight: number } };
  setTimeout: (handler: () => void, ms: number) => unknown;
}

/**
 * Applies the scroll rule of spec section 2 after each resolved navigation. Returns the
 * unsubscriber of the router subscription.
 *
 * @example
 * followScrollPlan(router);
 */
export function followScrollPlan(
  router: { subscribe: (event: 'onResolved', listener: (event: ResolvedEvent) => void) => () => void },
  target: ScrollTarget = window,
): () => void {
  return router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation?.pathname === toLocation.pathname) return;
    const plan = scrollPlanFor(fromLocation?.pathname, toLocation.pathname);
    if (plan.kind === 'top') {
      target.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    target.setTimeout(() => {
      target.scrollTo({ top: target.document.documentElement.scrollHeight, behavior: 'smooth' });
    }, plan.delayMs);
  });
}
