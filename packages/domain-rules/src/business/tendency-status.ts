import type { DateInput } from '../date/date-input';
// The Intl-only calendar keeps luxon out of the screens (MY, the questionnaire) that read this.
import { seoulDateText, seoulDayNumber } from '../date/seoul-calendar';
import { tendencyGradeLabel } from './tendency-suitability';

/** A member's investor information as the member-info answers carry it. */
export interface InvestorInformationFacts {
  /** `'-'` (the default) when no evaluation exists. */
  readonly customerTendencyEvalCod: string | null | undefined;
  /** `'N'` when the member declined to give investor information. */
  readonly investPersonInformOfferYn: string;
  readonly investPersonInformChgAt: string | null | undefined;
  readonly investPersonInformChgMaturityAt: string | null | undefined;
}

/** Where a member stands with the tendency questionnaire. */
export type TendencyStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'declined'; readonly registeredOn: string | null }
  | { readonly kind: 'expired'; readonly gradeLabel: string | null; readonly maturedOn: string | null }
  | { readonly kind: 'valid'; readonly gradeLabel: string; readonly validUntil: string | null };

/**
 * The investor-information maturity check of spec §4 fails (returns `true`) when the maturity
 * date has passed — after 23:59:59 of that day in Seoul — and information offering is not `'N'`.
 * No readable maturity date means nothing has matured; `now` may be the server's day
 * (`'20250302'`).
 *
 * @example
 * hasInvestorInformationMatured({ investPersonInformChgMaturityAt: '20250301', investPersonInformOfferYn: 'Y' }, '2025-03-02T00:00:00+09:00') // true
 * hasInvestorInformationMatured({ investPersonInformChgMaturityAt: '20250301', investPersonInformOfferYn: 'N' }, '2025-03-02T00:00:00+09:00') // false
 */
export function hasInvestorInformationMatured(
  info: Pick<InvestorInformationFacts, 'investPersonInformChgMaturityAt' | 'investPersonInformOfferYn'>,
  now: DateInput = Date.now(),
): boolean {
  if (info.investPersonInformOfferYn === 'N') return false;
  const maturity = seoulDayNumber(info.investPersonInformChgMaturityAt ?? '');
  const today = seoulDayNumber(now);
  return maturity !== null && today !== null && today > maturity;
}

/**
 * The member's tendency status: expired after the maturity day (spec §4's check), declined when
 * the member registered without giving information (spec §4 lets them subscribe and buy, each time
 * with the unsuitable-transaction confirmation, so no validity applies), valid for 24 months
 * (spec §9) with a known grade, none otherwise. Dates read `2027.03.04` on Seoul's calendar.
 *
 * @example
 * tendencyStatusOf({ customerTendencyEvalCod: '3', investPersonInformOfferYn: 'Y', investPersonInformChgAt: '2025-03-04T00:00:00+09:00', investPersonInformChgMaturityAt: '2027-03-04T00:00:00+09:00' }, '2025-03-04')
 * // { kind: 'valid', gradeLabel: '위험중립형', validUntil: '2027.03.04' }
 * tendencyStatusOf({ customerTendencyEvalCod: '-', investPersonInformOfferYn: 'N', investPersonInformChgAt: '2025-03-04T00:00:00+09:00', investPersonInformChgMaturityAt: '2027-03-04T00:00:00+09:00' }, '2025-03-04')
 * // { kind: 'declined', registeredOn: '2025.03.04' }
 */
export function tendencyStatusOf(info: InvestorInformationFacts, now: DateInput = Date.now()): TendencyStatus {
  const maturity = info.investPersonInformChgMaturityAt ?? '';
  const gradeLabel = tendencyGradeLabel(info.customerTendencyEvalCod);
  if (hasInvestorInformationMatured(info, now)) {
    return { kind: 'expired', gradeLabel, maturedOn: seoulDateText(maturity, '.') };
  }
  // Offer N without a registration date is a member who never answered, not one who declined.
  if (info.investPersonInformOfferYn === 'N' && info.investPersonInformChgAt) {
    return { kind: 'declined', registeredOn: seoulDateText(info.investPersonInformChgAt, '.') };
  }
  if (gradeLabel === null) return { kind: 'none' };
  return { kind: 'valid', gradeLabel, validUntil: seoulDateText(maturity, '.') };
}
