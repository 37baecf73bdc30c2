import { formatAmount, formatNumber } from '@jogak/domain-rules';
import { useState } from 'react';
import { TextField } from '../text-field/text-field';

export interface MoneyInputProps {
  label: string;
  /** Digits only, at most 12 (domain-rules `cleanAmount`). */
  value: string;
  onValueChange: (digits: string) => void;
  /** An upper bound in won; above it the field shows why and keeps what was typed. */
  max?: number;
  /**
   * A lower bound in won (e.g. 5,000 for a withdrawal); checked once the member has left the field
   * with something typed, so 5 on the way to 50,000 is not called too small, and set aside again
   * from the next edit until the field is left again.
   */
  min?: number;
  hint?: string;
  /** An error from the caller, shown before the bound checks. */
  error?: string;
  placeholder?: string;
  /**
   * A value the screen cannot go on without: read as required (`aria-required`). Not the native
   * `required`, whose browser bubble and blocked submit would come before the screen's Korean error.
   */
  required?: boolean;
}

/**
 * A won amount: digits in, thousands separators shown, '원' after it. Bounds are reported, never
 * enforced by cutting what the user typed.
 *
 * @example
 * <MoneyInput label="출금 금액" value={amount} onValueChange={setAmount} min={5000} max={withdrawable} />
 */
export function MoneyInput({ label, value, onValueChange, max, min, hint, error, placeholder = '0', required = false }: MoneyInputProps) {
  // Whether the member has left the field since their last edit: an edit means they are typing
  // again, so a number on its way to the minimum is not called too small until they leave.
  const [left, setLeft] = useState(false);
  const amount = value === '' ? null : Number(value);
  const bound =
    amount !== null && max !== undefined && amount > max
      ? `최대 ${formatNumber(max)}원까지 입력할 수 있어요.`
      : left && amount !== null && min !== undefined && amount < min
        ? `${formatNumber(min)}원 이상 입력해주세요.`
        : undefined;
  return (
    <TextField
      label={label}
      value={value}
      onValueChange={(digits) => {
        setLeft(false);
        onValueChange(digits);
      }}
      cleaner="amount"
      format={(v) => formatAmount(v)}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      aria-required={required || undefined}
      suffix="원"
      hint={hint}
      error={error ?? bound}
      onBlur={() => setLeft(true)}
    />
  );
}
