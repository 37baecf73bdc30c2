import { dialogDefinition, investorInfoStore, resetInvestorInfo } from '@jogak/app-core';
import { openDialog } from '@jogak/ui-kit';

/**
 * Whether the investor flow holds anything the member chose that is not saved yet: a consent, an
 * answer, a class, a file.
 *
 * @example
 * isInvestorFlowDirty() // false right after resetInvestorInfo()
 */
export function isInvestorFlowDirty(): boolean {
  const info = investorInfoStore;
  const answers = [
    info.ageGroupCod,
    info.investProposeCod,
    info.financePduUnderstandLevelCod,
    info.investPossibleTermCod,
    info.endureRiskLevelCod,
    info.indivisualPropertySituationCod,
    info.corporatePropertySituationCod,
    info.incomeStatusCod,
    info.investExperienceTermCd,
    info.corporateRiskToleranceCod,
  ];
  return (
    info.investPersonInformOfferYn !== '' ||
    info.investRecommandHopeYn !== '' ||
    info.personalInfoAgreeYn !== '' ||
    info.incomeType !== '' ||
    info.specialInvestMemberApplyYn !== '' ||
    info.investInformChgMatterCod !== 'ETC' ||
    info.investInformCheckRegisterYn !== '' ||
    Object.keys(info.documentChecks).length > 0 ||
    info.fileList.length > 0 ||
    answers.some((answer) => answer !== '')
  );
}

/**
 * Asks before leaving the investor flow unsaved (CONFIRM_LEAVE_INVESTOR_PROFILE, spec §8); on
 * 나가기 what was chosen is dropped. Answers whether the member chose to leave. Nothing to lose
 * means no question.
 *
 * @example
 * if (await confirmLeaveInvestorFlow()) navigate({ route: '/_main/home' });
 */
export async function confirmLeaveInvestorFlow(): Promise<boolean> {
  if (!isInvestorFlowDirty()) return true;
  const leave = await openDialog(dialogDefinition('CONFIRM_LEAVE_INVESTOR_PROFILE'));
  if (leave) resetInvestorInfo();
  return leave;
}
