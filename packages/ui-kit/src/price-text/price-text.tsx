import { formatNumber, priceTone } from '@jogak/domain-rules';

export interface PriceTextProps {
  /** The price shown. */
  value: number;
  /** The change that decides the colour: positive red, negative blue, zero none (spec §9). */
  change: number;
  /** Appended unit, e.g. '원'. */
  unit?: string;
  /** Also show the change with its sign (▲ / ▼). */
  showChange?: boolean;
  className?: string;
}

const TONE_LABEL = { rise: '상승', fall: '하락', flat: '보합' } as const;
const TONE_MARK = { rise: '▲', fall: '▼', flat: '' } as const;

/**
 * A price coloured by its change. Colour is never the only cue: the change carries ▲/▼ and a
 * screen-reader word (상승/하락/보합).
 *
 * @example
 * <PriceText value={10500} change={500} unit="원" showChange />
 */
export function PriceText({ value, change, unit = '', showChange = false, className }: PriceTextProps) {
  const tone = priceTone(change);
  return (
    <span className={className ? `jg-price ${className}` : 'jg-price'} data-tone={tone}>
      <span className="jg-price__value">
        {formatNumber(value)}
        {unit}
      </span>
      {showChange ? (
        <span className="jg-price__change">
          <span aria-hidden="true">{TONE_MARK[tone]}</span>
          <span className="jg-visually-hidden">{TONE_LABEL[tone]} </span>
          {formatNumber(Math.abs(change))}
        </span>
      ) : (
        <span className="jg-visually-hidden"> {TONE_LABEL[tone]}</span>
      )}
    </span>
  );
}
