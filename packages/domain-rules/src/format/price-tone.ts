/** How a price change is coloured: rise red, fall blue, flat uncoloured (Korean market convention). */
export type PriceTone = 'rise' | 'fall' | 'flat';

/**
 * The tone of a change: positive 'rise', negative 'fall', zero (or not a number) 'flat'.
 *
 * @example
 * priceTone(150) // 'rise'
 * priceTone(-20) // 'fall'
 * priceTone(0) // 'flat'
 */
export function priceTone(change: number): PriceTone {
  if (change > 0) return 'rise';
  if (change < 0) return 'fall';
  return 'flat';
}
