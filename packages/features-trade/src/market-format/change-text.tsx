import { formatSignedRate, formatWon, priceTone } from '@jogak/domain-rules';
import { formatChange } from './market-format';

const TONE_WORD = { rise: '상승', fall: '하락', flat: '보합' } as const;

/** A price coloured by its change (rise red, fall blue, zero plain), with a word for screen readers. */
export function PriceWon({ price, change, className = 'jg-trade-price' }: { readonly price: number; readonly change: number; readonly className?: string }) {
  const tone = priceTone(change);
  return (
    <span className={className} data-tone={tone}>
      {formatWon(price)}
      <span className="jg-visually-hidden"> {TONE_WORD[tone]}</span>
    </span>
  );
}

/** The change and change rate with their signs, coloured like the price. */
export function ChangeText({ change, rate }: { readonly change: number; readonly rate: number }) {
  return (
    <span className="jg-trade-change" data-tone={priceTone(change)}>
      {formatChange(change)} ({formatSignedRate(rate)})
    </span>
  );
}
