import type { components } from '@jogak/api-client';
import { hasTendencyEvaluation, isInvestorInfoExpired } from '@jogak/app-core';
import { tendencyGradeLabel } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import type { DialogDefinition } from '@jogak/ui-kit';

type MemberMoreInfo = components['schemas']['MemberMoreInfo'];

/** Where a member stands with the tendency questionnaire. */
export type TendencyStatus =
  | { readonly kind: 'none' }
  | { readonly kind: 'declined'; readonly registeredOn: string | null }
  | { readonly kind: 'expired'; readonly maturedOn: string | null }
  | { readonly kind: 'valid'; readonly gradeLabel: string; readonly validUntil: string | null };

/**
 * The member's tendency status from the investor information: valid for 24 months (spec §9),
 * expired after the maturity day (app-core's maturity check), declined when no information was
 * given, none when never evaluated. Dates read `2027.03.04` on Seoul's calendar.
 *
 * @example
 * tendencyStatusOf({ ...info, customerTendencyEvalCod: '3', investPersonInformChgMaturityAt: '2027-03-04T00:00:00+09:00' }, new Date('2025-03-04'))
 * // { kind: 'valid', gradeLabel: '위험중립형', validUntil: '2027.03.04' }
 */
export function tendencyStatusOf(
  info: Pick<MemberMoreInfo, 'customerTendencyEvalCod' | 'investPersonInformChgMaturityAt' | 'investPersonInformOfferYn' | 'investPersonInformChgAt'>,
  now: Date,
): TendencyStatus {
  const maturity = info.investPersonInformChgMaturityAt ?? '';
  if (isInvestorInfoExpired({ investPersonInformChgMaturityAt: maturity, investPersonInformOfferYn: info.investPersonInformOfferYn }, now)) {
    return { kind: 'expired', maturedOn: seoulDateText(maturity, '.') };
  }
  if (info.investPersonInformOfferYn === 'N' && info.investPersonInformChgAt) {
    return { kind: 'declined', registeredOn: seoulDateText(info.investPersonInformChgAt, '.') };
  }
  const gradeLabel = tendencyGradeLabel(info.customerTendencyEvalCod);
  if (!hasTendencyEvaluation(info.customerTendencyEvalCod) || gradeLabel === null) return { kind: 'none' };
  return { kind: 'valid', gradeLabel, validUntil: seoulDateText(maturity, '.') };
}

/**
 * The investment-tendency expiration dialog (spec §2): the result lasts 24 months; 다시 분석하기
 * answers true.
 */
export const TENDENCY_EXPIRED_DIALOG: DialogDefinition = {
  name: 'TENDENCY_EXPIRED',
  title: '투자성향 분석 유효기간이 지났어요',
  contents: '투자성향 분석 결과는 24개월 동안 유효해요. 다시 분석해야 청약과 주문을 할 수 있어요.',
  buttons: [
    { text: '닫기', style: 'outline', response: false },
    { text: '다시 분석하기', style: 'primary', response: true },
  ],
};
