import { AMOUNT_MAX_DIGITS, formatNumber, wholeNumberDigits } from '@jogak/domain-rules';
import { useId, useState } from 'react';
import { digitsKeptNotice } from '../text-field/digits-notice';

export interface QuantityInputProps {
  label: string;
  /** The quantity; always a number from `min` to `max`, whatever is being typed. */
  value: number;
  /** Called with a number from `min` to `max` only (never NaN, never below `min`). */
  onValueChange: (value: number) => void;
  /**
   * The smallest quantity, 0 by default. The field may be emptied (or hold less) while typing;
   * `min` is applied, with its reason, when the field is left.
   */
  min?: number;
  /** The largest allowed quantity (e.g. the maximum possible subscription quantity). */
  max?: number;
  step?: number;
  /** The unit read after the number, e.g. '주'. */
  unit?: string;
  /**
   * A value the screen cannot go on without: read as required (`aria-required`). Not the native
   * `required`, whose browser bubble and blocked submit would come before the screen's Korean error.
   */
  required?: boolean;
}

/**
 * A quantity with − / + buttons (44 px) and a numeric field. A typed value above `max` is clamped
 * at once and the reason is shown; the field may be emptied, or hold a number below `min` on the way
 * to a bigger one (1 on the way to 15 when `min` is 10), and `min` is applied with its reason when
 * the field is left (the parent holds `min` meanwhile). With `min` 0, a quantity of 0 shows as an empty
 * field showing a grey 0 as its hint text, so digits typed anywhere in it are the quantity. A character that is not a digit or a 13th
 * digit is refused with its reason; full-width digits (０–９) are taken as digits; a decimal point
 * and what follows it are dropped with their reason ('1.5' is 1). The quantity a − / + press or the
 * parent (a 최대 preset) sets is said politely (`498주`) by a visually hidden live region, focus
 * being on a button then; what is typed is not said there.
 *
 * @example
 * <QuantityInput label="청약 수량" value={qty} onValueChange={setQty} min={1} max={maxQty} unit="주" />
 */
export function QuantityInput({ label, value, onValueChange, min = 0, max, step = 1, unit = '', required = false }: QuantityInputProps) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  // What is typed while it is not yet a quantity (empty, or below `min`), with the value the parent
  // was given for it (`min`); shown only while the parent holds that value.
  const [draft, setDraft] = useState<{ text: string; value: number } | null>(null);
  // The value last rendered: when the parent changes it to anything but the draft's value (from
  // outside: a preset, a reset), the draft is dropped, so its old text cannot come back when the
  // value returns to `min` later. A parent that takes `min` a render late keeps the draft.
  const [rendered, setRendered] = useState(value);
  // The quantity last handed to the parent and not yet back as `value`: any other value arriving
  // is the parent's own (a 최대 preset).
  const [handed, setHanded] = useState<number | null>(null);
  // The quantity a − / + press or the parent set, said in a polite region of its own while it
  // stands: focus is on a button then, so the field's new text is not read, and the notice line
  // keeps to its reasons. Typing says nothing there: the field reads what is typed itself.
  const [said, setSaid] = useState<number | null>(null);
  if (value !== rendered) {
    setRendered(value);
    if (draft !== null && draft.value !== value) setDraft(null);
    if (value !== handed) setSaid(value);
    setHanded(null);
  }
  const minNotice = `${formatNumber(min)}${unit} 이상 입력해주세요.`;

  /** Gives the parent `next`, remembered as this field's own until it is back as `value`. */
  function hand(next: number): void {
    if (next !== value) setHanded(next);
    onValueChange(next);
  }

  /**
   * `reason` is shown when `next` is within bounds (a bound's own message wins); `say` (a − / +
   * press) says the new quantity then.
   */
  function commit(next: number, reason: string | null = null, say = false): void {
    setDraft(null);
    setSaid(null);
    if (max !== undefined && next > max) {
      setNotice(`최대 ${formatNumber(max)}${unit}까지 입력할 수 있어요.`);
      hand(max);
    } else if (next < min) {
      setNotice(minNotice);
      hand(min);
    } else {
      setNotice(reason);
      if (say) setSaid(next);
      hand(next);
    }
  }

  function type(raw: string): void {
    setSaid(null);
    // A share count is whole: what follows a decimal point is dropped, not read as more digits.
    const digits = wholeNumberDigits(raw);
    // Beyond 12 digits a number loses its exact value (and would show as 1e+21): the
    // keystroke is refused and said, as an amount field does.
    const reason = digitsKeptNotice(raw, AMOUNT_MAX_DIGITS);
    if (digits.length > AMOUNT_MAX_DIGITS) {
      setNotice(reason);
      return;
    }
    if (digits === '' || Number(digits) < min) {
      setDraft({ text: digits, value: min });
      setNotice(reason);
      if (value !== min) hand(min);
      return;
    }
    commit(Number(digits), reason);
  }

  function leave(): void {
    if (draft === null) return;
    setDraft(null);
    // The parent did not take `min` (yet): its value is shown as it is.
    if (draft.value !== value) return;
    // A draft is empty or below `min`, so with `min` 0 it is empty: the field stays empty (0) without a word.
    if (min > 0) setNotice(minNotice);
  }

  // A quantity of 0 where 0 is the start is nothing typed yet: an empty field whose grey hint text reads
  // 0, as the 청약 수량 field shows it. A shown "0" took the digits typed before it (a tap on its left,
  // then 12, ordered 120).
  const untouched = min === 0 && value === 0;
  const shown = draft !== null && draft.value === value ? draft.text : untouched ? '' : String(value);

  return (
    <div className="jg-quantity">
      <label className="jg-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="jg-quantity__control">
        <button
          type="button"
          className="jg-quantity__step"
          aria-label={`${label} 줄이기`}
          aria-controls={`${id}-input`}
          aria-disabled={value <= min}
          onClick={() => value > min && commit(value - step, null, true)}
        >
          −
        </button>
        <input
          id={`${id}-input`}
          className="jg-quantity__input"
          inputMode="numeric"
          autoComplete="off"
          value={shown}
          placeholder={min === 0 ? '0' : undefined}
          aria-required={required || undefined}
          aria-describedby={notice ? `${id}-notice` : undefined}
          onChange={(e) => type(e.currentTarget.value)}
          onBlur={leave}
        />
        {unit ? <span className="jg-quantity__unit">{unit}</span> : null}
        <button
          type="button"
          className="jg-quantity__step"
          aria-label={`${label} 늘리기`}
          aria-controls={`${id}-input`}
          aria-disabled={max !== undefined && value >= max}
          onClick={() => (max === undefined || value < max) && commit(value + step, null, true)}
        >
          +
        </button>
      </div>
      {/* Always mounted: screen readers announce a change to a live region that already exists, not
          one that appears with its message. */}
      <p id={`${id}-notice`} className="jg-field__hint" aria-live="polite">
        {notice}
      </p>
      <p className="jg-visually-hidden" aria-live="polite">
        {said === value ? `${formatNumber(said)}${unit}` : null}
      </p>
    </div>
  );
}
