import { type DateInput, SEOUL_ZONE, truncateDateInput } from './date-input';

// The Seoul calendar for code that must load fast (the first screen): integer arithmetic and Intl
// only, no luxon. Since its last clock change Seoul keeps +09:00, so those instants are arithmetic;
// earlier ones are read by Intl from the zone database, so historical offsets (the 1987–88 summer
// time, +08:30 before 1961) come out as luxon's do. Only the old dates pay for a zoned formatter,
// whose creation loads the zone data: ~30 ms, ~120 ms on a phone slowed 4x (issue #18), at every
// start whose first screen shows a date.

const DAY_MS = 86_400_000;
/** The range of a JavaScript `Date`. */
const MAX_EPOCH_MS = 8.64e15;
/** Seoul's standard time, kept since `SEOUL_FIXED_OFFSET_SINCE_MS`. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
/**
 * Seoul's last clock change in the zone database: summer time ended 1988-10-09 03:00 (+10:00 →
 * +09:00). Were Korea to change its clocks again, this is the line that would move.
 */
const SEOUL_FIXED_OFFSET_SINCE_MS = Date.UTC(1988, 9, 8, 17);

/** `'D-Day'`, `'D-n'` (n days to go) or `'D+n'` (n days past). */
export type DDayLabel = 'D-Day' | `D-${number}` | `D+${number}`;

/**
 * The date strings read, the ones luxon's `toSeoulDateTime` reads in the product: ISO-8601
 * extended and basic date-times (an offset or Seoul time), and the Seoul wall-clock forms.
 */
const DATE_FORMS = [
  /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})(?:T(?<H>\d{2}):(?<M>\d{2})(?::(?<S>\d{2})(?:[.,](?<f>\d{1,9}))?)?(?<z>Z|[+-]\d{2}(?::?\d{2})?)?)?$/,
  /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})T(?<H>\d{2})(?<M>\d{2})(?:(?<S>\d{2})(?:[.,](?<f>\d{1,9}))?)?(?<z>Z|[+-]\d{2}(?::?\d{2})?)?$/,
  /^(?<y>\d{4})(?<m>\d{2})(?<d>\d{2})(?:(?<H>\d{2})(?<M>\d{2})(?<S>\d{2})?)?$/,
  /^(?<y>\d{4})(?<sep>[-.])(?<m>\d{2})\k<sep>(?<d>\d{2})(?: (?<H>\d{2}):(?<M>\d{2})(?::(?<S>\d{2}))?)?$/,
];

let seoulFormat: Intl.DateTimeFormat | undefined;

/** The fields of an instant as a Seoul formatter writes them, by part type. */
function partsOf(format: Intl.DateTimeFormat, epochMs: number): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(epochMs)) parts[part.type] = part.value;
  return parts;
}

/** Days since 1970-01-01 of a proleptic Gregorian date; years below 100 stay as written. */
function dayNumberOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.floor(date.getTime() / DAY_MS);
}

function dayNumberOfInstant(epochMs: number): number | null {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > MAX_EPOCH_MS) return null;
  if (epochMs >= SEOUL_FIXED_OFFSET_SINCE_MS) return Math.floor((epochMs + SEOUL_OFFSET_MS) / DAY_MS);
  // Created on first use, so importing the module costs nothing.
  seoulFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SEOUL_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = partsOf(seoulFormat, epochMs);
  // Intl counts years before 1 AD upwards as BC; the proleptic year is 1 - n.
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  return dayNumberOf(year, Number(parts.month), Number(parts.day));
}

/** Minutes east of UTC, or null for an impossible offset. */
function offsetMinutesOf(offset: string): number | null {
  if (offset === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

function dayNumberOfText(text: string): number | null {
  const trimmed = truncateDateInput(text.trim());
  const fields = DATE_FORMS.map((form) => form.exec(trimmed)?.groups).find((groups) => groups !== undefined);
  if (!fields) return null;
  const [year, month, day] = [Number(fields.y), Number(fields.m), Number(fields.d)];
  const [hour, minute, second] = [Number(fields.H ?? 0), Number(fields.M ?? 0), Number(fields.S ?? 0)];
  const dayNumber = dayNumberOf(year, month, day);
  const daysInMonth = dayNumberOf(year, month + 1, 1) - dayNumberOf(year, month, 1);
  // 2026-13-01, 2026-02-30 and 24:00 are refused, never rolled over into the next day.
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  // A wall time without an offset is Seoul's own: its calendar day is the one written.
  if (fields.z === undefined) return dayNumber;
  const offsetMinutes = offsetMinutesOf(fields.z);
  if (offsetMinutes === null) return null;
  const milliseconds = Math.floor(Number(`0.${fields.f ?? '0'}`) * 1000);
  const epochMs = dayNumber * DAY_MS + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 + milliseconds;
  return dayNumberOfInstant(epochMs);
}

/**
 * The Seoul calendar day of a moment, as whole days since 1970-01-01: subtract two to count
 * calendar days between them. Reads a `Date`, epoch milliseconds, or a string (trimmed, cut to 30
 * characters) in one of these forms; a time without an offset is Seoul time:
 * - ISO-8601: `2026-11-21`, `2026-11-21T09:30[:15[.123]][Z|±HH:mm|±HHmm|±HH]`,
 *   `20261121T0930[15][offset]`;
 * - Seoul wall clock: `20261121[0930[15]]`, `2026-11-21 09:30[:15]`, `2026.11.21[ 09:30[:15]]`.
 *
 * `null` for anything else, an impossible date (`2026-02-30`) or time (`24:00`).
 *
 * @example
 * seoulDayNumber('2026-11-21') // 20_778
 * seoulDayNumber('2026-11-20T15:00:00Z') // 20_778 — already the 21st in Seoul
 * seoulDayNumber(new Date('2026-11-21T14:59:59Z')) // 20_778
 * seoulDayNumber('내일') // null
 */
export function seoulDayNumber(input: DateInput): number | null {
  if (typeof input === 'string') return dayNumberOfText(input);
  return dayNumberOfInstant(input instanceof Date ? input.getTime() : input);
}

/**
 * The Seoul calendar date of a moment as `yyyy-MM-dd`, or with another separator; `null` for an
 * unreadable date (see `seoulDayNumber` for what is read).
 *
 * @example
 * seoulDateText('2025-02-28T15:30:00Z') // '2025-03-01'
 * seoulDateText('2025-03-01T00:30:00+09:00', '.') // '2025.03.01'
 * seoulDateText(new Date('2025-03-01T00:30:00+09:00'), '') // '20250301'
 */
export function seoulDateText(input: DateInput, separator: '-' | '.' | '' = '-'): string | null {
  const dayNumber = seoulDayNumber(input);
  if (dayNumber === null) return null;
  const date = new Date(dayNumber * DAY_MS);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return [year, month, day].join(separator);
}

/**
 * The D-day label of a whole number of calendar days to go (negative: days past).
 *
 * @example
 * dDayText(3) // 'D-3'
 * dDayText(0) // 'D-Day'
 * dDayText(-1) // 'D+1'
 */
export function dDayText(daysToGo: number): DDayLabel {
  if (daysToGo === 0) return 'D-Day';
  return daysToGo > 0 ? `D-${daysToGo}` : `D+${-daysToGo}`;
}

/**
 * 'D-Day' on the day itself, 'D-n' n Seoul calendar days before it, 'D+n' n days after it; `null`
 * when either date is unreadable. Gives what `dDayLabel` of the main entry gives, without luxon.
 *
 * @example
 * seoulDDayLabel('2026-11-24', '2026-11-21T23:00:00+09:00') // 'D-3'
 * seoulDDayLabel('2026-11-22', new Date('2026-11-21T16:00:00Z')) // 'D-Day' — 01:00 on the 22nd in Seoul
 * seoulDDayLabel('2026-11-20', '2026-11-21T10:00:00+09:00') // 'D+1'
 * seoulDDayLabel('미정', Date.now()) // null
 */
export function seoulDDayLabel(date: DateInput, now: DateInput = Date.now()): DDayLabel | null {
  const target = seoulDayNumber(date);
  const today = seoulDayNumber(now);
  if (target === null || today === null) return null;
  return dDayText(target - today);
}

let seoulClockFormat: Intl.DateTimeFormat | undefined;

/**
 * The Seoul wall-clock time of an instant as `HHmmss` (24-hour), or with `:` between the fields;
 * `null` for an instant outside a `Date`'s range.
 *
 * @example
 * seoulClockText(new Date('2025-02-28T15:30:15Z')) // '003015' — already 1 March, 00:30:15 in Seoul
 * seoulClockText(Date.UTC(2025, 2, 1, 3, 4, 5), ':') // '12:04:05'
 */
export function seoulClockText(instant: Date | number, separator: '' | ':' = ''): string | null {
  const epochMs = instant instanceof Date ? instant.getTime() : instant;
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > MAX_EPOCH_MS) return null;
  if (epochMs >= SEOUL_FIXED_OFFSET_SINCE_MS) {
    const secondOfDay = Math.floor(((epochMs + SEOUL_OFFSET_MS) % DAY_MS) / 1000);
    const fields = [Math.floor(secondOfDay / 3_600), Math.floor(secondOfDay / 60) % 60, secondOfDay % 60];
    return fields.map((field) => String(field).padStart(2, '0')).join(separator);
  }
  seoulClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SEOUL_ZONE,
    numberingSystem: 'latn',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = partsOf(seoulClockFormat, epochMs);
  return [parts.hour, parts.minute, parts.second].join(separator);
}

/**
 * Milliseconds east of UTC that Seoul's clocks kept at an instant, read back from its wall clock
 * (whole seconds: before 1908 Seoul kept its local mean time, +08:27:52).
 */
function seoulOffsetAt(epochMs: number): number | null {
  const dayNumber = dayNumberOfInstant(epochMs);
  const clock = seoulClockText(epochMs);
  if (dayNumber === null || clock === null) return null;
  const wallSeconds = Number(clock.slice(0, 2)) * 3_600 + Number(clock.slice(2, 4)) * 60 + Number(clock.slice(4));
  return (dayNumber * 86_400 + wallSeconds - Math.floor(epochMs / 1000)) * 1000;
}

/**
 * The instant of a Seoul wall time given as milliseconds since 1970-01-01 on Seoul's clock. The
 * offset is read at a first guess and read again where that guess lands, as luxon does, so a day
 * whose offset changed (summer time, +08:30) still comes out right.
 */
function instantOfSeoulWallTime(wallMs: number): number | null {
  const first = seoulOffsetAt(wallMs - 9 * 3_600_000);
  if (first === null) return null;
  const second = seoulOffsetAt(wallMs - first);
  if (second === null) return null;
  if (second === first) return wallMs - first;
  const third = seoulOffsetAt(wallMs - second);
  if (third === null) return null;
  if (third === second) return wallMs - second;
  // The wall time was skipped by a jump forward (a midnight in a summer-time spring): the later
  // reading, the first instant after the gap.
  return wallMs - Math.min(second, third);
}

/**
 * The last instant of a date's Seoul calendar day, 23:59:59.999 in Seoul, as epoch milliseconds;
 * `null` for an unreadable date (see `seoulDayNumber`). Intl only, and the same instant as luxon's
 * `toSeoulDateTime(date).endOf('day')`.
 *
 * @example
 * seoulEndOfDay('2025-03-08') // Date.parse('2025-03-08T23:59:59.999+09:00')
 * seoulEndOfDay('2025-03-08T15:00:00Z') // Date.parse('2025-03-09T23:59:59.999+09:00') — already the 9th in Seoul
 * seoulEndOfDay('미정') // null
 */
export function seoulEndOfDay(date: DateInput): number | null {
  const dayNumber = seoulDayNumber(date);
  if (dayNumber === null) return null;
  // One millisecond before the next day begins, not the wall time 23:59:59.999: on a day whose
  // clocks were turned back at midnight (1954-03-21) that wall time came twice; the later counts.
  const nextDayStart = instantOfSeoulWallTime((dayNumber + 1) * DAY_MS);
  return nextDayStart === null ? null : nextDayStart - 1;
}

/** Time left until a Seoul deadline, as a countdown shows it: days plus hours, minutes and seconds. */
export interface SeoulCountdown {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * The countdown to 23:59:59 of an end date's Seoul calendar day (spec §9): whole days plus hours,
 * minutes and seconds, reaching 0 at 23:59:59; `null` once that second has passed (the date has
 * ended: from 00:00:00 of the next day) or when either date is unreadable.
 *
 * @example
 * seoulCountdown('2025-03-08', new Date('2025-03-04T10:00:00+09:00')) // { days: 4, hours: 13, minutes: 59, seconds: 59 }
 * seoulCountdown('2025-03-04', new Date('2025-03-04T23:59:59.500+09:00')) // { days: 0, hours: 0, minutes: 0, seconds: 0 }
 * seoulCountdown('2025-03-04', new Date('2025-03-05T00:00:00+09:00')) // null — ended
 */
export function seoulCountdown(endDate: DateInput, now: Date | number = Date.now()): SeoulCountdown | null {
  const endOfDay = seoulEndOfDay(endDate);
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (endOfDay === null || !Number.isFinite(nowMs) || nowMs > endOfDay) return null;
  // The countdown's target is the start of the last second, 23:59:59.000.
  const left = Math.max(0, Math.floor((endOfDay - 999 - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}
