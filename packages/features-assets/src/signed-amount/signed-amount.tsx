import { formatFixed, formatNumber, priceTone, type PriceTone } from '@jogak/domain-rules';

const TONE_WORD = { rise: '이익', fall: '손실', flat: '변동 없음' } as const;

/**
 * The tone of the figure `signedText` writes: a rate at its decimals, so one that rounds to zero
 * reads plain 0.00 rather than a blue −0.00 '손실'; an amount as it is, since every digit is shown.
 */
function toneAsShown(value: number, fractionDigits: number): PriceTone {
  return priceTone(value, fractionDigits > 0 ? fractionDigits : undefined);
}

/**
 * A signed figure coloured by its sign as shown: rise red with +, fall blue with −, zero (also a
 * rate that rounds to zero) plain (spec §9). Colour is never the only cue: the sign is written and
 * a word is read to screen readers.
 *
 * @example
 * signedText(12_000, '원') // '+12,000원'
 * signedText(-3.5, '%', 2) // '−3.50%'
 * signedText(-0.004, '%', 2) // '0.00%'
 */
export function signedText(value: number, unit: string, fractionDigits = 0): string {
  const tone = toneAsShown(value, fractionDigits);
  const sign = tone === 'rise' ? '+' : tone === 'fall' ? '−' : '';
  const magnitude = fractionDigits > 0 ? formatFixed(Math.abs(value), fractionDigits) : formatNumber(Math.abs(value));
  return `${sign}${magnitude}${unit}`;
}

export interface SignedAmountProps {
  readonly value: number;
  readonly unit: '원' | '%';
  readonly className?: string;
}

/** A profit in won or a rate in percent, coloured and signed. */
export function SignedAmount({ value, unit, className }: SignedAmountProps) {
  const fractionDigits = unit === '%' ? 2 : 0;
  const tone = toneAsShown(value, fractionDigits);
  return (
    <span className={className ? `jg-assets-signed ${className}` : 'jg-assets-signed'} data-tone={tone}>
      {signedText(value, unit, fractionDigits)}
      <span className="jg-visually-hidden"> {TONE_WORD[tone]}</span>
    </span>
  );
}
