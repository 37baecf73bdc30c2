import { DateTime } from 'luxon';

/** Every calendar decision of the product is made in Seoul, whatever the device's zone. */
export const SEOUL_ZONE = 'Asia/Seoul';

/** A moment: a `Date`, epoch milliseconds, or a date string (ISO-8601, `yyyyMMdd`, `yyyy.MM.dd`…). */
export type DateInput = Date | number | string;

/** Longest date string read; anything beyond is cut before parsing (spec §5). */
export const DATE_INPUT_MAX_LENGTH = 30;
/** Longest date-only string read (`yyyy-MM-dd` and its variants). */
export const DATE_ONLY_INPUT_MAX_LENGTH = 20;

/**
 * Cuts a date string to at most `maxLength` characters before it is parsed, so a hostile or
 * corrupted value can never make the parser do unbounded work.
 *
 * @example
 * truncateDateInput('2026-11-21T09:00:00+09:00[Asia/Seoul]') // '2026-11-21T09:00:00+09:00[Asia'
 * truncateDateInput('2026-11-21 and more text', 20) // '2026-11-21 and more '
 */
export function truncateDateInput(input: string, maxLength: 20 | 30 = DATE_INPUT_MAX_LENGTH): string {
  return input.slice(0, maxLength);
}

const compactFormats = ['yyyyMMddHHmmss', 'yyyyMMddHHmm', 'yyyyMMdd', 'yyyy.MM.dd HH:mm:ss', 'yyyy.MM.dd HH:mm', 'yyyy.MM.dd', 'yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm'];

function parseDateString(text: string): DateTime {
  const trimmed = truncateDateInput(text.trim());
  const iso = DateTime.fromISO(trimmed, { zone: SEOUL_ZONE, setZone: false });
  if (iso.isValid) return iso.setZone(SEOUL_ZONE);
  for (const format of compactFormats) {
    const parsed = DateTime.fromFormat(trimmed, format, { zone: SEOUL_ZONE });
    if (parsed.isValid) return parsed;
  }
  throw new RangeError(`날짜 형식이 올바르지 않습니다: ${trimmed}`);
}

/**
 * A moment as a luxon `DateTime` in Seoul. Strings without an offset are read as Seoul time.
 * Throws a `RangeError` with a Korean message for anything that is not a date.
 *
 * @example
 * toSeoulDateTime('20261121').toISO() // '2026-11-21T00:00:00.000+09:00'
 * toSeoulDateTime('2026-11-20T15:00:00Z').toISODate() // '2026-11-21'
 */
export function toSeoulDateTime(input: DateInput): DateTime {
  const moment =
    typeof input === 'string'
      ? parseDateString(input)
      : DateTime.fromMillis(input instanceof Date ? input.getTime() : input, { zone: SEOUL_ZONE });
  if (!moment.isValid) throw new RangeError(`날짜 형식이 올바르지 않습니다: ${String(input)}`);
  return moment;
}
