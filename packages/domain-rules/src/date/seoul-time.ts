import { DateTime } from 'luxon';
import { type DateInput, SEOUL_ZONE, truncateDateInput } from './date-input';

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
