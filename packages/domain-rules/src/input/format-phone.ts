import { halfWidthDigits } from './half-width';
import { truncateInput } from './truncate-input';

/** A phone number is read from at most 20 characters (spec §5). */
export const PHONE_INPUT_MAX_LENGTH = 20;

/**
 * A phone number for display: under 11 digits as 3-3-4, otherwise 3-4-4 (extra digits dropped);
 * a missing number shows '-'. Partial input is grouped as far as it goes; full-width digits are
 * read as digits.
 *
 * @example
 * formatPhone('01012345678') // '010-1234-5678'
 * formatPhone('0311234567') // '031-123-4567'
 * formatPhone('０１０１２３４５６７８') // '010-1234-5678'
 * formatPhone('') // '-'
 */
export function formatPhone(raw: unknown): string {
  const digits = halfWidthDigits(truncateInput(raw, { maxInputLength: PHONE_INPUT_MAX_LENGTH })).replace(/\D/g, '');
  if (digits.length === 0) return '-';
  const groups =
    digits.length < 11
      ? [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)]
      : [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 11)];
  return groups.filter((group) => group.length > 0).join('-');
}
