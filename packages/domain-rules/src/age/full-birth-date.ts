// Apart from the age functions: the first screen reads a verified birth date (app-core) and must
// not bring luxon with it, which the age functions need.
const CENTURY_BY_GENDER_DIGIT: Readonly<Record<string, string>> = {
  '1': '19', '2': '19', '5': '19', '6': '19',
  '3': '20', '4': '20', '7': '20', '8': '20',
  '9': '18', '0': '18',
};

/** Whether year, month and day name a real calendar date. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The full `yyyyMMdd` birth date from a resident-number style `yyMMdd` and its gender digit:
 * 1, 2, 5, 6 → 19xx; 3, 4, 7, 8 → 20xx; 9, 0 → 18xx. Null when either part is not valid
 * (not six digits, not one digit, or not a real calendar date).
 *
 * @example
 * fullBirthDate('990101', '1') // '19990101'
 * fullBirthDate('050615', 4) // '20050615'
 * fullBirthDate('990230', '1') // null
 */
export function fullBirthDate(yyMMdd: string, genderDigit: string | number): string | null {
  if (!/^\d{6}$/.test(yyMMdd)) return null;
  const century = CENTURY_BY_GENDER_DIGIT[String(genderDigit)];
  if (century === undefined) return null;
  const full = `${century}${yyMMdd}`;
  return isCalendarDate(Number(full.slice(0, 4)), Number(full.slice(4, 6)), Number(full.slice(6, 8))) ? full : null;
}
