import { CHANGE_RATE_DIGITS, formatNumber, formatSignedRate, priceTone, type PriceTone } from '@jogak/domain-rules';

const TONE_WORD = { rise: '이익', fall: '손실', flat: '변동 없음' } as const;

/** What a signed figure counts: won, every digit shown, or a rate in percent at its two decimals. */
type SignedUnit = '원' | '%';

/**
 * The tone of the figure `signedText` writes: a rate at its decimals, so one that rounds to zero
 * reads plain 0.00 rather than a blue −0.00 '손실'; an amount as it is, since every digit is shown.
 */
function toneAsShown(value: number, unit: SignedUnit): PriceTone {
  return priceTone(value, unit === '%' ? CHANGE_RATE_DIGITS : undefined);
}

/**
 * A signed figure coloured by its sign as shown: rise red with +, fall blue with −, zero (also a
 * rate that rounds to zero) plain (spec §9). Colour is never the only cue: the sign is written and
 * a word is read to screen readers. A rate is domain-rules' `formatSignedRate`, as the market writes it.
 *
 * @example
 * signedText(12_000, '원') // '+12,000원'
 * signedText(-3.5, '%') // '−3.50%'
 * signedText(-0.004, '%') // '0.00%'
 */
export function signedText(value: number, unit: SignedUnit): string {
  if (unit === '%') return formatSignedRate(value);
  const tone = toneAsShown(value, unit);
  const sign = tone === 'rise' ? '+' : tone === 'fall' ? '−' : '';
  return `${sign}${formatNumber(Math.abs(value))}${unit}`;
}

export interface SignedAmountProps {
  readonly value: number;
  readonly unit: SignedUnit;
  readonly className?: string;
}

/** A profit in won or a rate in percent, coloured and signed. */
export function SignedAmount({ value, unit, className }: SignedAmountProps) {
  const tone = toneAsShown(value, unit);
  return (
    <span className={className ? `jg-assets-signed ${className}` : 'jg-assets-signed'} data-tone={tone}>
      {signedText(value, unit)}
      <span className="jg-visually-hidden"> {TONE_WORD[tone]}</span>
    </span>
  );
}
