import type { DateInput } from './date-input';
import { dDayText, type DDayLabel } from './seoul-calendar';
import { toSeoulDateTime } from './seoul-time';

/** Korean weekday labels, Monday first (spec §9). */
export const WEEKDAY_LABELS = ['월', '화', '수', '목', '금', '토', '일'] as const;

/** One of the Korean weekday labels. */
export type WeekdayLabel = (typeof WEEKDAY_LABELS)[number];

/**
 * The Korean weekday of a moment on Seoul's calendar.
 *
 * @example
 * weekdayLabel('2026-11-21') // '토'
 */
export function weekdayLabel(date: DateInput): WeekdayLabel {
  return WEEKDAY_LABELS[toSeoulDateTime(date).weekday - 1] ?? '월';
}

/**
 * 'D-Day' on the day itself, 'D-n' n Seoul calendar days before it, 'D+n' n days after it.
 * Brings luxon; `seoulDDayLabel` of `@jogak/domain-rules/seoul-calendar` gives the same labels
 * with Intl only.
 *
 * @example
 * dDayLabel('2026-11-24', '2026-11-21T23:00:00+09:00') // 'D-3'
 * dDayLabel('2026-11-21', '2026-11-21T00:00:00+09:00') // 'D-Day'
 * dDayLabel('2026-11-20', '2026-11-21T10:00:00+09:00') // 'D+1'
 */
export function dDayLabel(date: DateInput, now: DateInput = Date.now()): DDayLabel {
  const target = toSeoulDateTime(date).startOf('day');
  const today = toSeoulDateTime(now).startOf('day');
  return dDayText(Math.round(target.diff(today, 'days').days));
}

/** Time left, broken down for a countdown. */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Time left until 23:59:59 of `endDate` on Seoul's calendar, as days plus hours, minutes and
 * seconds; all zero once that moment has passed.
 *
 * @example
 * countdownTo('2026-11-22', '2026-11-21T10:00:00+09:00') // { days: 1, hours: 13, minutes: 59, seconds: 59 }
 */
export function countdownTo(endDate: DateInput, now: DateInput = Date.now()): Countdown {
  const end = toSeoulDateTime(endDate).set({ hour: 23, minute: 59, second: 59, millisecond: 0 });
  const left = Math.max(0, Math.floor((end.toMillis() - toSeoulDateTime(now).toMillis()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/**
 * Whether the Seoul calendar day of `date` is over: true from 00:00:00 of the next day, that is
 * after 23:59:59.
 *
 * @example
 * isEnded('2026-11-21', '2026-11-21T23:59:59.999+09:00') // false
 * isEnded('2026-11-21', '2026-11-22T00:00:00+09:00') // true
 */
export function isEnded(date: DateInput, now: DateInput = Date.now()): boolean {
  const nextDay = toSeoulDateTime(date).startOf('day').plus({ days: 1 });
  return toSeoulDateTime(now).toMillis() >= nextDay.toMillis();
}

/**
 * Whether the Seoul calendar day of `date` has begun: true from 00:00:00 of that day.
 *
 * @example
 * isStarted('2026-11-21', '2026-11-20T23:59:59+09:00') // false
 * isStarted('2026-11-21', '2026-11-21T00:00:00+09:00') // true
 */
export function isStarted(date: DateInput, now: DateInput = Date.now()): boolean {
  return toSeoulDateTime(now).toMillis() >= toSeoulDateTime(date).startOf('day').toMillis();
}
