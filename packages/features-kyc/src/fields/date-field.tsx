import { TextField } from '@jogak/ui-kit';

export interface DateFieldProps {
  id: string;
  label: string;
  /** `yyyyMMdd` digits as typed (fewer while typing). */
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /**
   * A date the step cannot go on without: read as required (`aria-required`). Not the native
   * `required`, whose browser bubble and blocked submit would come before the step's Korean message.
   */
  required?: boolean;
}

/** Digits shown as `yyyy-MM-dd` while typed. */
function dashedDigits(digits: string): string {
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
}

/**
 * A date typed as eight digits (a phone's number pad, no calendar to scroll back decades), shown
 * with dashes. TextField's digits cleaner keeps them, so an edit in the middle keeps the caret after
 * the same digits (the dashes are the field's), and a ninth digit or a letter is refused with its
 * reason.
 *
 * @example
 * <DateField id="issue" label="발급일" value={issueDate} onValueChange={setIssueDate} />
 */
export function DateField({ id, label, value, onValueChange, error, required = false }: DateFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      cleaner="digits"
      maxLength={8}
      autoComplete="off"
      placeholder="YYYYMMDD"
      hint="숫자 8자리 (예: 20200302)"
      format={dashedDigits}
      onValueChange={onValueChange}
      error={error}
      aria-required={required || undefined}
    />
  );
}
