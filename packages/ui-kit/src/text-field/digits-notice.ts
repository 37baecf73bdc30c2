import { halfWidthDigits, onlyDigits, wholeNumberText } from '@jogak/domain-rules';

/**
 * The notices a numeric field shows when it could not keep a keystroke, shared by TextField and
 * QuantityInput so the two say the same thing for the same key.
 */

/** A character that is not a digit was dropped. */
export const DIGITS_ONLY_NOTICE = '숫자만 입력할 수 있어요.';

/** What followed a decimal point was dropped: won amounts and share counts are whole numbers. */
export const WHOLE_NUMBER_NOTICE = '소수점 아래는 입력할 수 없어요.';

/**
 * Digits beyond a field's length were dropped (or not kept).
 *
 * @example
 * digitsLimitNotice(12) // '숫자만 12자리까지 입력할 수 있어요.'
 */
export function digitsLimitNotice(maxDigits: number): string {
  return `숫자만 ${maxDigits}자리까지 입력할 수 있어요.`;
}

/**
 * Why a whole-number field (a quantity, a price) could not keep what was typed: digits beyond
 * `maxDigits`, a decimal point and what followed it (domain-rules `wholeNumberText`), or a
 * character that is not a digit (full-width digits ０–９ count as digits); null when it kept
 * everything.
 *
 * @example
 * digitsKeptNotice('12a', 12) // '숫자만 입력할 수 있어요.'
 * digitsKeptNotice('1.5', 12) // '소수점 아래는 입력할 수 없어요.'
 * digitsKeptNotice('１２', 12) // null
 */
export function digitsKeptNotice(typed: string, maxDigits: number): string | null {
  const whole = wholeNumberText(typed);
  const digits = onlyDigits(whole);
  if (digits.length > maxDigits) return digitsLimitNotice(maxDigits);
  if (whole !== typed) return WHOLE_NUMBER_NOTICE;
  return digits === halfWidthDigits(typed) ? null : DIGITS_ONLY_NOTICE;
}
