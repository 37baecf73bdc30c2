/** What the app does with the window's scroll position after a navigation. */
export type ScrollPlan = { kind: 'top' } | { kind: 'bottom'; delayMs: number };

/** The page a navigation left or reached: the router's leaf match. */
export interface ScrolledPage {
  routeId: string;
  params: Readonly<Record<string, string>>;
}

const DISCLOSURE_DETAIL = '/_main/subscription/$id/disclosure/$disclosureId';
const SUBSCRIPTION_DETAIL = '/_main/subscription/$id';

/** Spec section 9: the scroll delay after returning from a disclosure. */
export const RETURN_FROM_DISCLOSURE_DELAY_MS = 300;

/**
 * Spec section 2: coming back from a disclosure detail to its subscription detail scrolls to the
 * bottom (where the disclosure list sits) after 300 ms; every other navigation scrolls smoothly
 * to the top. Pages are the router's matches (route id and params).
 *
 * @example
 * scrollPlanFor(
 *   { routeId: '/_main/subscription/$id/disclosure/$disclosureId', params: { id: '7', disclosureId: '3' } },
 *   { routeId: '/_main/subscription/$id', params: { id: '7' } },
 * ); // { kind: 'bottom', delayMs: 300 }
 */
export function scrollPlanFor(from: ScrolledPage | undefined, to: ScrolledPage): ScrollPlan {
  const backFromDisclosure =
    from?.routeId === DISCLOSURE_DETAIL && to.routeId === SUBSCRIPTION_DETAIL && from.params.id === to.params.id;
  return backFromDisclosure ? { kind: 'bottom', delayMs: RETURN_FROM_DISCLOSURE_DELAY_MS } : { kind: 'top' };
}
