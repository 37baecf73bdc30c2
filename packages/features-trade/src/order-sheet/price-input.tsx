import { formatNumber, roundToTick, stepTicks, tickSizeOf, wholeNumberDigits } from '@jogak/domain-rules';
import { digitsKeptNotice, formattedEdit, useCaretPlacement } from '@jogak/ui-kit';
import { useId, useImperativeHandle, useState, type Ref } from 'react';
import type { OrderSide } from './order-checks';

/** A price holds at most 10 digits (billions of won, beyond any quote). */
const PRICE_MAX_DIGITS = 10;

/** The thousands separators the field shows (half- and full-width): ours, not the member's. */
const PRICE_SEPARATORS = /[,\uFF0C]/g;

/** The price's digits in what was typed: the whole-number part, at most 10 digits. */
function priceDigits(typed: string): string {
  return wholeNumberDigits(typed).slice(0, PRICE_MAX_DIGITS);
}

export interface PriceInputProps {
  readonly side: OrderSide;
  readonly value: number;
  readonly onValueChange: (price: number) => void;
  /**
   * The price a typed one will become when committed (rounded to a quote price, 0 for none) while
   * it is being typed, and `null` once it is committed: the sheet's amounts follow the keys, not
   * only the leaving of the field, which a tap on iOS often does not do.
   */
  readonly onTypedPriceChange?: (price: number | null) => void;
  /** For the sheet's buttons: a tap on iOS WKWebView may not blur the field, so they commit what is typed themselves. */
  readonly ref?: Ref<PriceInputHandle>;
}

export interface PriceInputHandle {
  /**
   * Commits a price still being typed as leaving the field does (rounded, with its notice) and
   * returns the price that then stands: what the order is checked and sent with.
   */
  readonly commit: () => number;
}

/**
 * The order price with − / + one tick (domain-rules' tick table). A typed price that is not a
 * quote price is rounded when the field is left: down for a buy, up for a sell (spec §5), and
 * the member is told. The parent's buttons commit it too, through `ref`, since a tap does not
 * always leave the field. A key the field cannot keep (not a digit, an 11th digit, a decimal
 * point and what follows it) is refused with its reason in the hint, as every numeric field does.
 * An edit in the middle keeps the caret after the same digits (ui-kit's `formattedEdit`), though
 * the field then shows the digits without separators. The price a − / + press sets is said
 * politely (`5,480원`) by a visually hidden live region, focus being on the button; typing is not
 * said there, and the visible hint stays the tick unit.
 */
export function PriceInput({ side, value, onValueChange, onTypedPriceChange, ref }: PriceInputProps) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  /** The rounding notice and the price it speaks of: it is shown only while that price stands. */
  const [notice, setNotice] = useState<{ readonly price: number; readonly text: string } | null>(null);
  /** Why the last keystroke was not kept; it speaks of the typing, so it goes when the price is committed. */
  const [typingNotice, setTypingNotice] = useState<string | null>(null);
  /**
   * The price a − / + press set, said in a polite region of its own while it stands: focus is on
   * the button, so the field's new text is not read, and the hint keeps describing the field.
   * Typing takes it away: the field reads what is typed itself.
   */
  const [stepped, setStepped] = useState<number | null>(null);
  const placeCaret = useCaretPlacement();
  const shown = typed ?? (value > 0 ? formatNumber(value) : '');
  const commit = (price: number) => {
    setTyped(null);
    setTypingNotice(null);
    onTypedPriceChange?.(null);
    onValueChange(price);
  };
  /** The price typed digits stand for once committed: rounded to a quote price as leaving the field rounds it. */
  const committedFrom = (digits: string) => {
    const price = Number(digits || '0');
    return price > 0 ? roundToTick(price, side) : 0;
  };
  const type = (raw: string) => {
    setStepped(null);
    const own = raw.replace(PRICE_SEPARATORS, '');
    setTypingNotice(digitsKeptNotice(own, PRICE_MAX_DIGITS));
    const digits = priceDigits(own);
    setTyped(digits);
    onTypedPriceChange?.(committedFrom(digits));
  };
  const edit = (input: HTMLInputElement, inputType: string | undefined) => {
    const { text, caret } = formattedEdit({
      raw: input.value,
      selection: input.selectionStart,
      inputType,
      value: typed ?? (value > 0 ? String(value) : ''),
      shown,
      clean: priceDigits,
      // While a price is typed, the field shows its digits as they are, without separators.
      show: (digits) => digits,
    });
    type(text);
    if (caret !== null) placeCaret(input, caret);
  };
  const step = (price: number) => {
    setNotice(null);
    setStepped(price);
    commit(price);
  };
  const commitTyped = (): number => {
    if (typed === null) return value;
    const price = Number(typed || '0');
    const rounded = committedFrom(typed);
    setNotice(rounded !== price ? { price: rounded, text: `호가 단위에 맞춰 ${formatNumber(rounded)}원으로 ${side === 'buy' ? '내렸어요' : '올렸어요'}.` } : null);
    commit(rounded);
    return rounded;
  };
  useImperativeHandle(ref, () => ({ commit: commitTyped }));
  // A price set from outside (the sheet, a tapped level) makes an earlier notice wrong too.
  const shownNotice = notice?.price === value ? notice.text : null;
  return (
    <div className="jg-trade-price-input">
      <label className="jg-field__label" htmlFor={id}>
        주문 가격
      </label>
      <div className="jg-trade-price-input__control">
        <button type="button" aria-label="주문 가격 한 호가 내리기" aria-disabled={value <= 0} onClick={() => value > 0 && step(stepTicks(value, -1))}>
          −
        </button>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          // No order goes without a price (NO_INPUT_PRICE_COUNT): read as required, never the native
          // attribute, whose browser bubble would come before the sheet's own refusal.
          aria-required
          value={shown}
          placeholder="가격 입력"
          onChange={(event) => edit(event.currentTarget, event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : undefined)}
          onBlur={commitTyped}
        />
        <button type="button" aria-label="주문 가격 한 호가 올리기" onClick={() => step(value > 0 ? stepTicks(value, 1) : tickSizeOf(1))}>
          +
        </button>
      </div>
      <p id={`${id}-hint`} className="jg-trade-hint" aria-live="polite">
        {typingNotice ?? shownNotice ?? (value > 0 ? `호가 단위 ${formatNumber(tickSizeOf(value))}원` : '가격을 입력하거나 호가를 눌러주세요.')}
      </p>
      <p className="jg-visually-hidden" aria-live="polite">
        {stepped === value ? `${formatNumber(value)}원` : null}
      </p>
    </div>
  );
}
