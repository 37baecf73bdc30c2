/** The two quantities of a subscription item (spec §3) its subscription rate is read from, in shares. */
export interface SubscriptionQuantities {
  readonly totalScrQty: number;
  readonly totalOfferingQty: number;
}

/**
 * How much of the offered quantity has been subscribed (청약률), in whole percent rounded down;
 * above 100 when oversubscribed, 0 when nothing is offered. Share counts are whole, so the rate is
 * counted in integers (subscribed × 100 ÷ offered): dividing first leaves a binary fraction just
 * under an exact percentage (391,500 ÷ 1,350,000 × 100 is 28.999…), which the floor would turn
 * into one percent less.
 *
 * @example
 * subscriptionRate({ totalScrQty: 391_500, totalOfferingQty: 1_350_000 }) // 29
 * subscriptionRate({ totalScrQty: 2_300_400, totalOfferingQty: 1_620_000 }) // 142
 * subscriptionRate({ totalScrQty: 5, totalOfferingQty: 0 }) // 0
 */
export function subscriptionRate({ totalScrQty, totalOfferingQty }: SubscriptionQuantities): number {
  if (totalOfferingQty <= 0) return 0;
  return Math.floor((totalScrQty * 100) / totalOfferingQty);
}
