import type { DateInput } from '../date/date-input';
import { seoulDateText } from '../date/seoul-calendar';
import { isCalendarDate } from './full-birth-date';

/**
 * International (만) age on Seoul's calendar day of `now`, from a `yyyyMMdd` birth date; null
 * when the birth date is not a real date or `now` no date at all. Someone born on 29 February
 * turns a year older on 1 March in common years. Read on the Seoul calendar without luxon, so a
 * screen that checks an age does not carry it.
 *
 * @example
 * internationalAge('20071121', '2026-11-21T00:00:00+09:00') // 19
 * internationalAge('20071122', '2026-11-21T23:59:59+09:00') // 18
 */
export function internationalAge(yyyyMMdd: string, now: DateInput = Date.now()): number | null {
  if (!/^\d{8}$/.test(yyyyMMdd)) return null;
  const year = Number(yyyyMMdd.slice(0, 4));
  const month = Number(yyyyMMdd.slice(4, 6));
  const day = Number(yyyyMMdd.slice(6, 8));
  if (!isCalendarDate(year, month, day)) return null;
  const today = seoulDateText(now, '');
  if (today === null) return null;
  // Month and day compared as MMdd: a birthday on 0229 is reached on 0301 in a common year.
  const birthdayReached = today.slice(4) >= yyyyMMdd.slice(4);
  return Number(today.slice(0, 4)) - year - (birthdayReached ? 0 : 1);
}

/** Sign-up is open from this international age (spec §5). */
export const MINIMUM_SIGN_UP_AGE = 19;

/**
 * Whether someone born on `yyyyMMdd` may sign up: international age 19 or older on Seoul's
 * calendar day of `now`. False for a birth date that is not a real date.
 *
 * @example
 * isSignUpAge('20071121', '2026-11-21T00:00:00+09:00') // true
 * isSignUpAge('20071122', '2026-11-21T00:00:00+09:00') // false
 */
export function isSignUpAge(yyyyMMdd: string, now: DateInput = Date.now()): boolean {
  const age = internationalAge(yyyyMMdd, now);
  return age !== null && age >= MINIMUM_SIGN_UP_AGE;
}

/**
 * The age groups the product shows (spec §9), youngest first: the tendency questionnaire's age
 * answers `01`…`05` are these, in this order.
 */
export const AGE_GROUPS = ['20대', '30대', '40대', '50대', '60대 이상'] as const;

export type AgeGroup = (typeof AGE_GROUPS)[number];

/**
 * The age group of an international age. Members are 19 or older; a 19-year-old is shown with the
 * 20대, the youngest group the product has.
 *
 * @example
 * ageGroup(34) // '30대'
 * ageGroup(60) // '60대 이상'
 */
export function ageGroup(age: number): AgeGroup {
  if (age >= 60) return '60대 이상';
  if (age >= 50) return '50대';
  if (age >= 40) return '40대';
  if (age >= 30) return '30대';
  return '20대';
}
