import type { components } from '@jogak/api-client';
import { dialogDefinition, isInvestorInfoExpired, type RouteTarget } from '@jogak/app-core';
import { openDialog, type DialogDefinition } from '@jogak/ui-kit';

type MemberMoreInfo = components['schemas']['MemberMoreInfo'];

/**
 * A member who never registered investor information: the catalogue's INVEST_INFORM_REG_AGAIN
 * speaks of 24 months gone by, so this is ours (README, "Decisions"), leading to the same place.
 */
const INVEST_INFORM_FIRST_REGISTRATION_DIALOG: DialogDefinition = {
  name: 'INVEST_INFORM_FIRST_REGISTRATION',
  title: '투자자 정보를 먼저 등록해주세요',
  contents: '투자자 자격을 바꾸려면 투자자 정보 등록과 투자성향 분석을 먼저 마쳐야 해요.',
  buttons: [
    { text: '취소', style: 'outline', response: false },
    { text: '등록하기', style: 'primary', response: true },
  ],
};

/**
 * Whether a member may start a qualification change, asked before the class is chosen: investor
 * information never registered, or older than 24 months, must be registered (our first-registration
 * dialog, INVEST_INFORM_REG_AGAIN; 등록하기 leads to the questionnaire), and a request under review
 * blocks a new one (INVEST_QUAL_ERROR).
 * Answers where to go next, or null to stay.
 *
 * @example
 * const next = await checkQualificationEntry(info, new Date());
 * if (next) navigate(next);
 */
export async function checkQualificationEntry(info: MemberMoreInfo, now: Date): Promise<RouteTarget | null> {
  const maturity = info.investPersonInformChgMaturityAt ?? '';
  const neverRegistered = maturity === '';
  if (neverRegistered || isInvestorInfoExpired({ investPersonInformChgMaturityAt: maturity, investPersonInformOfferYn: info.investPersonInformOfferYn }, now)) {
    const register = await openDialog(neverRegistered ? INVEST_INFORM_FIRST_REGISTRATION_DIALOG : dialogDefinition('INVEST_INFORM_REG_AGAIN'));
    return register ? { route: '/investment-analysis/invest-tendency' } : null;
  }
  if (info.investorStatusChangeInProgressYn === 'Y') {
    await openDialog(dialogDefinition('INVEST_QUAL_ERROR'));
    return null;
  }
  return { route: '/investor-status-change/invest-div' };
}
