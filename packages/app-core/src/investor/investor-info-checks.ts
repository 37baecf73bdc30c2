import type { User } from '../user/user';
import { isLoggedInType } from '../user-type/user-type';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** `yyyyMMdd` of an instant on Seoul's calendar (Korea keeps UTC+9 all year). */
function seoulDay(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The first eight digits of a date text (`20250301`, `2025-03-01`, `2025-03-01T10:00:00+09:00`). */
function dayOf(date: string): string | null {
  const digits = date.slice(0, 30).replace(/\D/g, '').slice(0, 8);
  return digits.length === 8 ? digits : null;
}

/**
 * The investor-information maturity check of spec §4 fails (returns `true`, "expired") when the
 * maturity date has passed — after 23:59:59 of that day in Seoul — and information offering is
 * not `'N'`. No readable maturity date means nothing has matured.
 *
 * @example
 * isInvestorInfoExpired(
 *   { investPersonInformChgMaturityAt: '20250301', investPersonInformOfferYn: 'Y' },
 *   new Date('2025-03-02T00:00:00+09:00'),
 * ) // true
 */
export function isInvestorInfoExpired(
  user: Pick<User, 'investPersonInformChgMaturityAt' | 'investPersonInformOfferYn'>,
  now: Date = new Date(),
): boolean {
  if (user.investPersonInformOfferYn === 'N') return false;
  const maturity = dayOf(user.investPersonInformChgMaturityAt);
  return maturity !== null && seoulDay(now) > maturity;
}

/**
 * Whether an evaluation code is present: `'-'` is the "none" default of spec §9.
 *
 * @example
 * hasTendencyEvaluation('-') // false
 * hasTendencyEvaluation('3') // true
 */
export function hasTendencyEvaluation(customerTendencyEvalCod: string | null | undefined): boolean {
  const code = customerTendencyEvalCod?.trim() ?? '';
  return code !== '' && code !== '-';
}

/**
 * The tendency check of spec §4 fails (returns `true`) when information offering is not `'N'`,
 * no evaluation code exists and the user is logged in (200/000).
 *
 * @example
 * needsTendencyEvaluation({ userType: '200', investPersonInformOfferYn: 'Y', customerTendencyEvalCod: '-' }) // true
 * needsTendencyEvaluation({ userType: '100', investPersonInformOfferYn: 'Y', customerTendencyEvalCod: '-' }) // false
 */
export function needsTendencyEvaluation(
  user: Pick<User, 'userType' | 'investPersonInformOfferYn' | 'customerTendencyEvalCod'>,
): boolean {
  return (
    user.investPersonInformOfferYn !== 'N' &&
    !hasTendencyEvaluation(user.customerTendencyEvalCod) &&
    isLoggedInType(user.userType)
  );
}
