import { onlyDigits } from './clean-text';
import { halfWidthDigits } from './half-width';
import { type CleanOptions, truncateInput } from './truncate-input';

/** An amount field holds at most 12 digits (hundreds of billions of won). */
export const AMOUNT_MAX_DIGITS = 12;
/** A formatted amount is built from at most this many input characters. */
export const FORMATTED_AMOUNT_MAX_LENGTH = 50;

/** A decimal point, half-width or full-width (a Korean IME in full-width mode types '．'). */
const DECIMAL_POINT = /[.\uFF0E]/;

/**
 * The whole-number part of what was typed: the text before the first decimal point ('.' or '．').
 * Won amounts and share counts are whole numbers, so a pasted '5,000.00' is 5,000, not the
 * 500,000 that dropping the point as one more non-digit would make. A field compares the result
 * with what was typed to say why the rest went.
 *
 * @example
 * wholeNumberText('5,000.00') // '5,000'
 * wholeNumberText('１．５') // '１'
 * wholeNumberText('120') // '120'
 */
export function wholeNumberText(typed: string): string {
  const point = typed.search(DECIMAL_POINT);
  return point === -1 ? typed : typed.slice(0, point);
}

/**
 * The digits of a whole number as typed: the whole-number part (`wholeNumberText`), then digits
 * only (full-width digits read as digits). Leading zeros stay, and no length is imposed: a share
 * count, an order price or a subscription quantity field applies its own limit and says why.
 *
 * @example
 * wholeNumberDigits('1,200.00') // '1200'
 * wholeNumberDigits('１．５') // '1'
 * wholeNumberDigits('1,2a0') // '120'
 */
export function wholeNumberDigits(typed: string): string {
  return onlyDigits(wholeNumberText(typed));
}

/**
 * An amount as typed: its whole-number part (`wholeNumberText`), digits only (full-width digits
 * read as digits), no leading zeros (a lone '0' stays), at most 12 digits.
 *
 * @example
 * cleanAmount('1,000,000원') // '1000000'
 * cleanAmount('5,000.00') // '5000'
 * cleanAmount('５０，０００') // '50000'
 * cleanAmount('007') // '7'
 * cleanAmount('1234567890123') // '123456789012'
 */
export function cleanAmount(raw: unknown, options: CleanOptions = {}): string {
  const digits = halfWidthDigits(wholeNumberText(truncateInput(raw, options))).replace(/\D/g, '');
  const withoutLeadingZeros = digits.replace(/^0+(?=\d)/, '');
  return withoutLeadingZeros.slice(0, AMOUNT_MAX_DIGITS);
}

/**
 * An amount for an input field, with thousands separators: the input is cut to 50 characters,
 * cleaned like `cleanAmount`, then grouped.
 *
 * @example
 * formatAmount('1000000') // '1,000,000'
 * formatAmount(25000) // '25,000'
 * formatAmount('１００００') // '10,000'
 * formatAmount('') // ''
 */
export function formatAmount(raw: unknown): string {
  return cleanAmount(raw, { maxInputLength: FORMATTED_AMOUNT_MAX_LENGTH }).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
