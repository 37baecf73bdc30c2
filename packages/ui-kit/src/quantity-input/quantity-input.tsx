import { AMOUNT_MAX_DIGITS, formatNumber, onlyDigits } from '@jogak/domain-rules';
import { useId, useState } from 'react';

export interface QuantityInputProps {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  /** The largest allowed quantity (e.g. the maximum possible subscription quantity). */
  max?: number;
  step?: number;
  /** The unit read after the number, e.g. '주'. */
  unit?: string;
}

/**
 * A quantity with − / + buttons (44 px) and a numeric field. A typed value beyond the bounds is
 * clamped and the reason is shown; a 13th digit is refused with its reason.
 *
 * @example
 * <QuantityInput label="청약 수량" value={qty} onValueChange={setQty} min={1} max={maxQty} unit="주" />
 */
export function QuantityInput({ label, value, onValueChange, min = 0, max, step = 1, unit = '' }: QuantityInputProps) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);

  function commit(next: number): void {
    if (max !== undefined && next > max) {
      setNotice(`최대 ${formatNumber(max)}${unit}까지 입력할 수 있어요.`);
      onValueChange(max);
    } else if (next < min) {
      setNotice(`최소 ${formatNumber(min)}${unit} 이상 입력해주세요.`);
      onValueChange(min);
    } else {
      setNotice(null);
      onValueChange(next);
    }
  }

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
          disabled={value <= min}
          onClick={() => commit(value - step)}
        >
          −
        </button>
        <input
          id={`${id}-input`}
          className="jg-quantity__input"
          inputMode="numeric"
          autoComplete="off"
          value={String(value)}
          aria-describedby={notice ? `${id}-notice` : undefined}
          onChange={(e) => {
            const digits = onlyDigits(e.currentTarget.value);
            // Beyond 12 digits a number loses its exact value (and would show as 1e+21): the
            // keystroke is refused and said, as an amount field does.
            if (digits.length > AMOUNT_MAX_DIGITS) {
              setNotice(`숫자만 ${AMOUNT_MAX_DIGITS}자리까지 입력할 수 있어요.`);
              return;
            }
            commit(digits === '' ? min : Number(digits));
          }}
        />
        {unit ? <span className="jg-quantity__unit">{unit}</span> : null}
        <button
          type="button"
          className="jg-quantity__step"
          aria-label={`${label} 늘리기`}
          aria-controls={`${id}-input`}
          disabled={max !== undefined && value >= max}
          onClick={() => commit(value + step)}
        >
          +
        </button>
      </div>
      {notice ? (
        <p id={`${id}-notice`} className="jg-field__hint" aria-live="polite">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
