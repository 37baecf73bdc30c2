import { dialogDefinition, investorInfoStore, resetInvestorInfo } from '@jogak/app-core';
import { openDialog } from '@jogak/ui-kit';
import { useSyncExternalStore } from 'react';

// How many submissions of the flow are on their way (one screen sends at a time; a count keeps
// an overlap honest), and the components that show it.
let sendings = 0;
const sendingListeners = new Set<() => void>();

function countSending(change: 1 | -1): void {
  sendings += change;
  for (const listener of sendingListeners) listener();
}

/**
 * Whether a submission of the investor flow is on its way (the tendency answers, or the
 * qualification application with the encoding of its files). Meanwhile the flow cannot be left:
 * its answer would navigate the member back into it, or the application would go after leaving.
 *
 * @example
 * if (isInvestorFlowSending()) return action !== 'PUSH' && action !== 'REPLACE'; // holds back/forward, unasked
 */
export function isInvestorFlowSending(): boolean {
  return sendings > 0;
}

/**
 * Runs `send` as a submission of the investor flow: while it runs, `isInvestorFlowSending()` is
 * true, 그만하기 is busy and `confirmLeaveInvestorFlow()` answers false without asking.
 *
 * @example
 * const result = await sendInvestorFlow(() => submit.mutateAsync(body));
 */
export async function sendInvestorFlow<T>(send: () => Promise<T>): Promise<T> {
  countSending(1);
  try {
    return await send();
  } finally {
    countSending(-1);
  }
}

function subscribeSending(listener: () => void): () => void {
  sendingListeners.add(listener);
  return () => sendingListeners.delete(listener);
}

/**
 * `isInvestorFlowSending()` for a component, drawn again when it changes.
 *
 * @example
 * const sending = useInvestorFlowSending();
 */
export function useInvestorFlowSending(): boolean {
  return useSyncExternalStore(subscribeSending, isInvestorFlowSending, isInvestorFlowSending);
}

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
 * means no question; a submission on its way (`isInvestorFlowSending`) means no question and no
 * leaving, until it has answered.
 *
 * @example
 * if (await confirmLeaveInvestorFlow()) navigate({ route: '/_main/home' });
 */
export async function confirmLeaveInvestorFlow(): Promise<boolean> {
  if (isInvestorFlowSending()) return false;
  if (!isInvestorFlowDirty()) return true;
  const leave = await openDialog(dialogDefinition('CONFIRM_LEAVE_INVESTOR_PROFILE'));
  if (leave) resetInvestorInfo();
  return leave;
}
