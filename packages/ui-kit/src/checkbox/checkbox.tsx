import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** Some but not all of a group is checked (the "all" box of a list). */
  indeterminate?: boolean;
  disabled?: boolean;
  /** Draws the label bolder, for the "all" row. */
  emphasis?: boolean;
}

/**
 * A native checkbox drawn with the tokens; the whole row (44 px high) is the label.
 *
 * @example
 * <Checkbox checked={agreed} onCheckedChange={setAgreed} label="[필수] 서비스 이용약관 동의" />
 */
export function Checkbox({ checked, onCheckedChange, label, indeterminate = false, disabled, emphasis }: CheckboxProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className="jg-checkbox" data-emphasis={emphasis ? 'true' : undefined}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="jg-checkbox__input"
        checked={checked}
        disabled={disabled}
        aria-checked={indeterminate ? 'mixed' : undefined}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
      />
      <label htmlFor={id} className="jg-checkbox__label">
        <span className="jg-checkbox__box" aria-hidden="true" />
        {label}
      </label>
    </div>
  );
}
