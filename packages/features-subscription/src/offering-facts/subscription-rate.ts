/**
 * How much of the offered quantity has been subscribed, in whole percent (rounded down; above 100
 * when oversubscribed); 0 when nothing is offered.
 *
 * @example
 * subscriptionRate({ totalScrQty: 331_200, totalOfferingQty: 720_000 }) // 46
 * subscriptionRate({ totalScrQty: 2_300_400, totalOfferingQty: 1_620_000 }) // 142
 */
export function subscriptionRate(offering: { readonly totalScrQty: number; readonly totalOfferingQty: number }): number {
  if (offering.totalOfferingQty <= 0) return 0;
  return Math.floor((offering.totalScrQty / offering.totalOfferingQty) * 100);
}
