import { useEffect, useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** Some but not all of a group is checked (the "all" box of a list). */
  indeterminate?: boolean;
  disabled?: boolean;
  /** Draws the label bolder, for the "all" row. */
  emphasis?: boolean;
  /** The id of the text that explains the box (an error such as 동의해주세요.), read with it. */
  describedBy?: string;
  /** A box that must be checked to go on and is not: read as invalid. */
  invalid?: boolean;
  /**
   * A box the screen cannot go on without (an agreement it needs): read as required
   * (`aria-required`). Not the native `required`, whose browser bubble would come before the
   * screen's Korean error.
   */
  required?: boolean;
  /** The native input, for a screen that moves focus to a box left unchecked. */
  ref?: Ref<HTMLInputElement | null>;
}

/**
 * A native checkbox drawn with the tokens; the whole row (44 px high) is the label.
 *
 * @example
 * <Checkbox checked={agreed} onCheckedChange={setAgreed} label="[필수] 서비스 이용약관 동의" />
 */
export function Checkbox({ checked, onCheckedChange, label, indeterminate = false, disabled, emphasis, describedBy, invalid, required = false, ref }: CheckboxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(ref, () => inputRef.current, []);
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className="jg-checkbox" data-emphasis={emphasis ? 'true' : undefined}>
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        className="jg-checkbox__input"
        checked={checked}
        disabled={disabled}
        aria-checked={indeterminate ? 'mixed' : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
      />
      <label htmlFor={id} className="jg-checkbox__label">
        <span className="jg-checkbox__box" aria-hidden="true" />
        {label}
      </label>
    </div>
  );
}
