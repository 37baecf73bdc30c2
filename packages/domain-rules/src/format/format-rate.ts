import { formatFixed } from './format-number';
import { priceTone } from './price-tone';

/** The decimals a change or profit rate is shown with; its sign and colour are those of this figure. */
export const CHANGE_RATE_DIGITS = 2;

/** What a screen writes before a rate shown above zero and one shown below it. */
export interface RateSigns {
  readonly rise: string;
  readonly fall: string;
}

/** + for a rise, the minus sign (U+2212) for a fall. */
const PLUS_MINUS: RateSigns = { rise: '+', fall: '\u2212' };

/**
 * A change or profit rate in percent: two decimals with thousands separators (rounded as
 * `formatFixed` rounds), after the sign of the figure shown. A rate that rounds to zero reads a
 * plain `0.00%`, never `−0.00%` (spec §9: zero has no colour, so no sign either). A screen may
 * write its own glyphs for the direction; the number is the same. Not a finite number: `'-'`.
 *
 * @example
 * formatSignedRate(3.25) // '+3.25%'
 * formatSignedRate(-0.5) // '−0.50%'
 * formatSignedRate(-0.004) // '0.00%'
 * formatSignedRate(1234.5) // '+1,234.50%'
 * formatSignedRate(-1.2, { rise: '▲ ', fall: '▼ ' }) // '▼ 1.20%'
 */
export function formatSignedRate(rate: number, signs: RateSigns = PLUS_MINUS): string {
  if (!Number.isFinite(rate)) return '-';
  const tone = priceTone(rate, CHANGE_RATE_DIGITS);
  const sign = tone === 'rise' ? signs.rise : tone === 'fall' ? signs.fall : '';
  return `${sign}${formatFixed(Math.abs(rate), CHANGE_RATE_DIGITS)}%`;
}

/**
 * An expected yearly yield (예상 배당수익률) in percent: `'연 6.1%'`, one decimal with thousands
 * separators, rounded as `formatFixed` rounds. Not a finite number: `'-'`.
 *
 * @example
 * formatAnnualYield(6.1) // '연 6.1%'
 * formatAnnualYield(5) // '연 5.0%'
 */
export function formatAnnualYield(rate: number): string {
  return Number.isFinite(rate) ? `연 ${formatFixed(rate, 1)}%` : '-';
}
