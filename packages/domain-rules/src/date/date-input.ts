import { leadingCharacters } from '../input/character-count';
import { halfWidthAscii } from '../input/half-width';

/** Every calendar decision of the product is made in Seoul, whatever the device's zone. */
export const SEOUL_ZONE = 'Asia/Seoul';

/** A moment: a `Date`, epoch milliseconds, or a date string (ISO-8601, `yyyyMMdd`, `yyyy.MM.dd`…). */
export type DateInput = Date | number | string;

/** Longest date string read; anything beyond is cut before parsing (spec §5). */
export const DATE_INPUT_MAX_LENGTH = 30;
/** Longest date-only string read (`yyyy-MM-dd` and its variants). */
export const DATE_ONLY_INPUT_MAX_LENGTH = 20;

/**
 * Cuts a date string to at most `maxLength` characters (code points) before it is parsed, so a
 * hostile or corrupted value can never make the parser do unbounded work. Full-width digits and
 * separators (２０２６．１１．２１, a Korean IME in full-width mode) become ASCII, so they parse as
 * typed.
 *
 * @example
 * truncateDateInput('2026-11-21T09:00:00+09:00[Asia/Seoul]') // '2026-11-21T09:00:00+09:00[Asia'
 * truncateDateInput('2026-11-21 and more text', 20) // '2026-11-21 and more '
 * truncateDateInput('２０２６－１１－２１') // '2026-11-21'
 */
export function truncateDateInput(input: string, maxLength: 20 | 30 = DATE_INPUT_MAX_LENGTH): string {
  return halfWidthAscii(leadingCharacters(input, maxLength));
}
