import { formatNumber, priceTone, type PriceTone } from '@jogak/domain-rules';

/** The minus sign (U+2212) a fall is written with, as the issue and the spec's colour rule show it. */
const MINUS = '\u2212';

function signOf(tone: PriceTone): string {
  if (tone === 'rise') return '+';
  if (tone === 'fall') return MINUS;
  return '';
}

/**
 * A price change with its sign: a rise with +, a fall with −, no change plain (spec §9).
 *
 * @example
 * formatChange(120); // '+120'
 * formatChange(-50); // '−50'
 * formatChange(0); // '0'
 */
export function formatChange(change: number): string {
  return `${signOf(priceTone(change))}${formatNumber(Math.abs(change))}`;
}

