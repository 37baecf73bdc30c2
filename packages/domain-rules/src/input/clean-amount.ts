import { halfWidthDigits } from './half-width';
import { type CleanOptions, truncateInput } from './truncate-input';

/** An amount field holds at most 12 digits (hundreds of billions of won). */
export const AMOUNT_MAX_DIGITS = 12;
/** A formatted amount is built from at most this many input characters. */
export const FORMATTED_AMOUNT_MAX_LENGTH = 50;

/**
 * An amount as typed: digits only (full-width digits read as digits), no leading zeros (a lone
 * '0' stays), at most 12 digits.
 *
 * @example
 * cleanAmount('1,000,000원') // '1000000'
 * cleanAmount('５０，０００') // '50000'
 * cleanAmount('007') // '7'
 * cleanAmount('1234567890123') // '123456789012'
 */
export function cleanAmount(raw: unknown, options: CleanOptions = {}): string {
  const digits = halfWidthDigits(truncateInput(raw, options)).replace(/\D/g, '');
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
