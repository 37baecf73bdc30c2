import { onlyDigits } from '../input/clean-text';

/** A business registration number (사업자등록번호) has ten digits. */
export const BUSINESS_NUMBER_DIGITS = 10;

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Whether ten digits are a valid business registration number (사업자등록번호): the National
 * Tax Service's check digit (weights 1,3,7,1,3,7,1,3,5, plus the tens of 5 × the ninth digit).
 *
 * @example
 * isBusinessNumber('1208147521') // true
 * isBusinessNumber('1208147522') // false
 */
export function isBusinessNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  let sum = 0;
  WEIGHTS.forEach((weight, index) => {
    sum += (numbers[index] ?? 0) * weight;
  });
  sum += Math.floor(((numbers[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === numbers[9];
}

/**
 * The usual way to write a business number: `120-81-47521`.
 *
 * @example
 * formatBusinessNumber('1208147521') // '120-81-47521'
 */
export function formatBusinessNumber(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, 10)].filter(Boolean).join('-');
}

/**
 * The digits of a typed business number, at most ten: hyphens, spaces and anything else not a
 * digit dropped, full-width digits (０–９, a Korean IME in full-width mode) read as digits.
 *
 * @example
 * businessNumberDigits('214-88-12345'); // '2148812345'
 * businessNumberDigits('２１４－８８－１２３４５'); // '2148812345'
 */
export function businessNumberDigits(typed: string): string {
  return onlyDigits(typed).slice(0, BUSINESS_NUMBER_DIGITS);
}
