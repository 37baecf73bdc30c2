import { formatNumber } from '@jogak/domain-rules';

export interface LengthCountProps {
  /** Characters typed, counted as the form's check counts them (domain-rules' `characterCount`: an emoji is one). */
  readonly length: number;
  readonly max: number;
}

/**
 * A length counter for a long text, drawn '12/1,000자' and read '1,000자 중 12자': read as drawn,
 * the slash is said aloud ('12 슬래시 1,000자'). It goes in the field's hint, which the field names
 * with `aria-describedby`; a text over `max` is kept whole and refused by the form's check, so
 * nothing typed or pasted is lost.
 *
 * @example
 * <p id="contents-count" className="jg-field__hint">
 *   <LengthCount length={characterCount(contents.trim())} max={1000} />
 * </p>
 */
export function LengthCount({ length, max }: LengthCountProps) {
  const typed = formatNumber(length);
  const limit = formatNumber(max);
  return (
    <>
      <span aria-hidden="true">{`${typed}/${limit}자`}</span>
      <span className="jg-visually-hidden">{`${limit}자 중 ${typed}자`}</span>
    </>
  );
}
