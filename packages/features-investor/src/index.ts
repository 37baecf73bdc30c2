export { InvestTendencyScreen } from './tendency/invest-tendency-screen';
export type { InvestTendencyScreenProps } from './tendency/invest-tendency-screen';
export { PersonalAnalysisScreen } from './tendency/personal-analysis-screen';
export { PersonalQuestionScreen } from './tendency/personal-question-screen';
export { DangerNoticeScreen } from './tendency/danger-notice-screen';
export { InvestResultScreen } from './tendency/invest-result-screen';
export { TENDENCY_EXPIRED_DIALOG } from './tendency/tendency-expired-dialog';
export {
  confirmLeaveInvestorFlow,
  isInvestorFlowDirty,
  isInvestorFlowSending,
  sendInvestorFlow,
} from './investor-flow/leave-investor-flow';
export { WriteConfirmScreen } from './qualification/write-confirm-screen';
export type { WriteConfirmScreenProps } from './qualification/write-confirm-screen';
export { InvestDivScreen } from './qualification/invest-div-screen';
export { IncomeCondScreen } from './qualification/income-cond-screen';
export { InvestQuestionScreen } from './qualification/invest-question-screen';
export type { InvestQuestionScreenProps } from './qualification/invest-question-screen';
export { InvestReportScreen } from './qualification/invest-report-screen';
export { InvestDocScreen } from './qualification/invest-doc-screen';
export { InvestChangeScreen } from './qualification/invest-change-screen';
export { QualChangeFailScreen, QualChangeSuccessScreen } from './qualification/qual-change-result-screens';
export type { QualChangeFailScreenProps } from './qualification/qual-change-result-screens';
export { investorClassOptions, yearlyLimitText } from './qualification/investor-class-options';
export type { AppliedClass, InvestorClassOption } from './qualification/investor-class-options';
