import { onlyDigits } from '@jogak/domain-rules';

/** A business registration number (사업자등록번호) has ten digits. */
const BUSINESS_NUMBER_DIGITS = 10;

/**
 * The digits of a typed business number, at most ten: hyphens and spaces dropped, full-width
 * digits (０–９, a Korean IME in full-width mode) read as digits. The check digit and the 3-2-5
 * display are domain-rules' `isBusinessNumber` and `formatBusinessNumber`.
 *
 * @example
 * businessNumberDigits('214-88-12345'); // '2148812345'
 * businessNumberDigits('２１４－８８－１２３４５'); // '2148812345'
 */
export function businessNumberDigits(typed: string): string {
  return onlyDigits(typed).slice(0, BUSINESS_NUMBER_DIGITS);
}
