const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

// /home is the first screen: D-days here use plain Date arithmetic (Korea keeps UTC+9 all year)
// so luxon stays out of its initial chunk (STACK.md's bundle note). Same labels as domain-rules.
function seoulDayNumber(instant: number): number {
  return Math.floor((instant + SEOUL_OFFSET_MS) / DAY_MS);
}

/**
 * The D-day label of a contract date or date-time against now, on Seoul's calendar:
 * `'D-Day'`, `'D-n'` (n days to go) or `'D+n'` (n days past). `null` for an unreadable date.
 *
 * @example
 * seoulDDay('2025-03-14T18:00:00+09:00', new Date('2025-03-11T23:00:00+09:00')) // 'D-3'
 */
export function seoulDDay(date: string, now: Date): string | null {
  // A bare KstDate (`2025-03-14`) is a Seoul calendar day, not UTC midnight.
  const instant = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00+09:00` : date);
  if (Number.isNaN(instant)) return null;
  const days = seoulDayNumber(instant) - seoulDayNumber(now.getTime());
  if (days === 0) return 'D-Day';
  return days > 0 ? `D-${days}` : `D+${-days}`;
}

/**
 * `yyyy.MM.dd` of a contract date-time on Seoul's calendar; `''` for an unreadable date.
 *
 * @example
 * seoulDate('2025-03-01T00:30:00+09:00') // '2025.03.01'
 */
export function seoulDate(date: string): string {
  const instant = Date.parse(date);
  if (Number.isNaN(instant)) return '';
  return new Date(instant + SEOUL_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '.');
}
