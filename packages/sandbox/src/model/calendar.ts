import type { DateTime } from 'luxon';
import { SEOUL } from './clock';

/**
 * Korean public holidays and exchange closing days (yyyy-MM-dd) for 2025–2027, substitute days
 * included. Lunar holidays are precomputed; pass `holidays` to the state factory to change them.
 * Beside the public holidays KRX closes on 근로자의 날 (May 1; 2027's is a Saturday), on the last
 * business day of the year, and on the temporary public holiday of 2025-01-27.
 */
export const KOREAN_HOLIDAYS: readonly string[] = [
  '2025-01-01', '2025-01-27', '2025-01-28', '2025-01-29', '2025-01-30', '2025-03-03', '2025-05-01',
  '2025-05-05', '2025-05-06', '2025-06-03', '2025-06-06', '2025-08-15', '2025-10-03', '2025-10-06',
  '2025-10-07', '2025-10-08', '2025-10-09', '2025-12-25', '2025-12-31',
  '2026-01-01', '2026-02-16', '2026-02-17', '2026-02-18', '2026-03-02', '2026-05-01', '2026-05-05',
  '2026-05-25', '2026-06-03', '2026-08-17', '2026-09-24', '2026-09-25', '2026-10-05', '2026-10-09',
  '2026-12-25', '2026-12-31',
  '2027-01-01', '2027-02-08', '2027-02-09', '2027-03-01', '2027-05-05', '2027-05-13', '2027-08-16',
  '2027-09-14', '2027-09-15', '2027-09-16', '2027-10-04', '2027-10-11', '2027-12-27', '2027-12-31',
];

/** Business hours of subscriptions and trading: from `dealBeginHour`:00 to `dealEndingHour`:00. */
export interface DealHours {
  dealBeginHour: number;
  dealEndingHour: number;
}

export const DEFAULT_DEAL_HOURS: DealHours = { dealBeginHour: 9, dealEndingHour: 16 };

/**
 * Whether the Seoul calendar day of `at` is a holiday (weekends are not holidays, they are off days).
 *
 * @example
 * isHoliday(DateTime.fromISO('2025-10-06T10:00:00+09:00'), KOREAN_HOLIDAYS); // true (추석)
 */
export function isHoliday(at: DateTime, holidays: readonly string[]): boolean {
  return holidays.includes(at.setZone(SEOUL).toISODate() ?? '');
}

/**
 * Whether `at` falls on a Seoul weekend day.
 *
 * @example
 * isWeekend(DateTime.fromISO('2025-03-08T10:00:00+09:00')); // true (Saturday)
 */
export function isWeekend(at: DateTime): boolean {
  return at.setZone(SEOUL).weekday >= 6;
}

/**
 * Whether `at` is within the deal hours on a weekday that is not a holiday.
 *
 * @example
 * isWithinDealHours(DateTime.fromISO('2025-03-04T15:59:00+09:00'), DEFAULT_DEAL_HOURS, []); // true
 */
export function isWithinDealHours(at: DateTime, hours: DealHours, holidays: readonly string[]): boolean {
  const seoul = at.setZone(SEOUL);
  if (isWeekend(seoul) || isHoliday(seoul, holidays)) return false;
  return seoul.hour >= hours.dealBeginHour && seoul.hour < hours.dealEndingHour;
}
