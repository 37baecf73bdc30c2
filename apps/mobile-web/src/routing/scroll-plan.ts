/** What the app does with the window's scroll position after a navigation. */
export type ScrollPlan = { kind: 'top' } | { kind: 'bottom'; delayMs: number };

const DISCLOSURE_DETAIL = /^\/subscription\/([^/]+)\/disclosure\/[^/]+\/?$/;
const SUBSCRIPTION_DETAIL = /^\/subscription\/([^/]+)\/?$/;

/** Spec section 9: the scroll delay after returning from a disclosure. */
export const RETURN_FROM_DISCLOSURE_DELAY_MS = 300;

/**
 * Spec section 2: coming back from a disclosure detail to its subscription detail scrolls to the
 * bottom (where the disclosure list sits) after 300 ms; every other navigation scrolls smoothly
 * to the top.
 *
 * @example
 * scrollPlanFor('/subscription/7/disclosure/3', '/subscription/7'); // { kind: 'bottom', delayMs: 300 }
 * scrollPlanFor('/home', '/my'); // { kind: 'top' }
 */
export function scrollPlanFor(fromPathname: string | undefined, toPathname: string): ScrollPlan {
  const disclosure = fromPathname === undefined ? null : DISCLOSURE_DETAIL.exec(fromPathname);
  const detail = SUBSCRIPTION_DETAIL.exec(toPathname);
  if (disclosure && detail && disclosure[1] === detail[1]) {
    return { kind: 'bottom', delayMs: RETURN_FROM_DISCLOSURE_DELAY_MS };
  }
  return { kind: 'top' };
}
