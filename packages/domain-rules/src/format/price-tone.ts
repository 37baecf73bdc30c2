/** How a price change is coloured: rise red, fall blue, flat uncoloured (Korean market convention). */
export type PriceTone = 'rise' | 'fall' | 'flat';

/**
 * The tone of a change: positive 'rise', negative 'fall', zero (or not a number) 'flat'. Given the
 * `fractionDigits` the change is shown with, the tone is that of the figure shown, rounded as
 * `formatFixed` rounds: a change that rounds to zero reads 0.00 and is 'flat' (spec §9: zero has
 * no colour), never a blue or red zero. Without them the change is taken as it is.
 *
 * @example
 * priceTone(150) // 'rise'
 * priceTone(-20) // 'fall'
 * priceTone(0) // 'flat'
 * priceTone(-0.004, 2) // 'flat' — shown as 0.00
 * priceTone(-0.005, 2) // 'fall' — shown as −0.01
 */
export function priceTone(change: number, fractionDigits?: number): PriceTone {
  // `toFixed` rounds the sign away with the digits: -0.004 becomes -0, which is neither above nor below 0.
  const shown = fractionDigits === undefined ? change : Number(change.toFixed(fractionDigits));
  if (shown > 0) return 'rise';
  if (shown < 0) return 'fall';
  return 'flat';
}
