import { seoulDayNumber } from '@jogak/domain-rules/seoul-calendar';

const DAY_MS = 86_400_000;
/** Seoul has kept +09:00 without summer time since 1988, the only years offerings live in. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Time left, as the countdown shows it. */
export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** No time left: 23:59:59 of the end date has passed. */
  readonly ended: boolean;
}

/**
 * Time left until 23:59:59 of the end date's Seoul calendar day (spec §9), without luxon (the
 * detail screen stays light): days plus hours, minutes and seconds, all zero once it has passed.
 *
 * @example
 * countdownToEnd('2025-03-08T23:59:59+09:00', new Date('2025-03-04T10:00:00+09:00'))
 * // { days: 4, hours: 13, minutes: 59, seconds: 59, ended: false }
 */
export function countdownToEnd(endDate: string, now: Date | number): CountdownParts {
  const day = seoulDayNumber(endDate);
  const nowMs = now instanceof Date ? now.getTime() : now;
  const endMs = day === null ? nowMs : (day + 1) * DAY_MS - SEOUL_OFFSET_MS - 1000;
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    ended: left === 0,
  };
}
