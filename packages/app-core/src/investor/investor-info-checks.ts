import { hasInvestorInformationMatured } from '@jogak/domain-rules';
import type { DateInput } from '@jogak/domain-rules/seoul-calendar';
import type { User } from '../user/user';
import { isLoggedInType } from '../user-type/user-type';

/**
 * The investor-information maturity check of spec §4 fails (returns `true`, "expired") when the
 * maturity date has passed — after 23:59:59 of that day in Seoul — and information offering is
 * not `'N'`. It is domain-rules' `hasInvestorInformationMatured`, taking a `User`, so the gates
 * and domain-rules' `tendencyStatusOf` (MY, the questionnaire) read one rule. The date is read as
 * domain-rules' Seoul calendar reads it (`20250301`, `2025-03-01`, `2025-03-01T00:00:00+09:00`),
 * and so is `now`, which may be the server's day (`'20250302'`); no readable maturity date means
 * nothing has matured.
 *
 * @example
 * isInvestorInfoExpired(
 *   { investPersonInformChgMaturityAt: '20250301', investPersonInformOfferYn: 'Y' },
 *   new Date('2025-03-02T00:00:00+09:00'),
 * ) // true
 */
export function isInvestorInfoExpired(
  user: Pick<User, 'investPersonInformChgMaturityAt' | 'investPersonInformOfferYn'>,
  now: DateInput = new Date(),
): boolean {
  return hasInvestorInformationMatured(user, now);
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
