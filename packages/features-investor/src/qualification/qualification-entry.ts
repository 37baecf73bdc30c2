import type { components } from '@jogak/api-client';
import { dialogDefinition, isInvestorInfoExpired, type RouteTarget } from '@jogak/app-core';
import { openDialog } from '@jogak/ui-kit';

type MemberMoreInfo = components['schemas']['MemberMoreInfo'];

/**
 * Whether a member may start a qualification change, asked before the class is chosen: investor
 * information older than 24 months must be registered again (INVEST_INFORM_REG_AGAIN, 등록하기
 * leads to the questionnaire), and a request under review blocks a new one (INVEST_QUAL_ERROR).
 * Answers where to go next, or null to stay.
 *
 * @example
 * const next = await checkQualificationEntry(info, new Date());
 * if (next) navigate(next);
 */
export async function checkQualificationEntry(info: MemberMoreInfo, now: Date): Promise<RouteTarget | null> {
  const maturity = info.investPersonInformChgMaturityAt ?? '';
  if (maturity === '' || isInvestorInfoExpired({ investPersonInformChgMaturityAt: maturity, investPersonInformOfferYn: info.investPersonInformOfferYn }, now)) {
    const register = await openDialog(dialogDefinition('INVEST_INFORM_REG_AGAIN'));
    return register ? { route: '/investment-analysis/invest-tendency' } : null;
  }
  if (info.investorStatusChangeInProgressYn === 'Y') {
    await openDialog(dialogDefinition('INVEST_QUAL_ERROR'));
    return null;
  }
  return { route: '/investor-status-change/invest-div' };
}
