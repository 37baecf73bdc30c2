import { formatFixed, formatNumber, priceTone } from '@jogak/domain-rules';

const TONE_WORD = { rise: '이익', fall: '손실', flat: '변동 없음' } as const;

/**
 * A signed figure coloured by its sign: rise red with +, fall blue with −, zero plain (spec §9).
 * Colour is never the only cue: the sign is written and a word is read to screen readers.
 *
 * @example
 * signedText(12_000, '원') // '+12,000원'
 * signedText(-3.5, '%', 2) // '−3.50%'
 */
export function signedText(value: number, unit: string, fractionDigits = 0): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
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
  const tone = priceTone(value);
  return (
    <span className={className ? `jg-assets-signed ${className}` : 'jg-assets-signed'} data-tone={tone}>
      {signedText(value, unit, unit === '%' ? 2 : 0)}
      <span className="jg-visually-hidden"> {TONE_WORD[tone]}</span>
    </span>
  );
}
