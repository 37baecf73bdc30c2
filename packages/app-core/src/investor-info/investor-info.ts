import { proxy } from 'valtio/vanilla';
import type { YesNo } from '../user/user';

/** Answers of the investor questionnaire (spec §3); `''` is unanswered. */
export interface QuestionnaireAnswers {
  ageGroupCod: string;
  investProposeCod: string;
  financePduUnderstandLevelCod: string;
  investPossibleTermCod: string;
  endureRiskLevelCod: string;
  indivisualPropertySituationCod: string;
  corporatePropertySituationCod: string;
  incomeStatusCod: string;
  investExperienceTermCd: string;
  corporateRiskToleranceCod: string;
}

/** The investor information being registered or changed (spec §3). */
export interface InvestorInfo extends QuestionnaireAnswers {
  investInformCheckRegisterYn: YesNo;
  investPersonInformChgAt: string;
  investPersonInformChgNo: string;
  investPersonInformChgMaturityAt: string;
  investInformChgMatterCod: string;
  specialInvestMemberApplyYn: YesNo;
  investRecommandHopeYn: YesNo;
  investPersonInformOfferYn: YesNo;
  incomeType: string;
  /** The Y/N document-check flags, by the document each one confirms (the spec does not name them). */
  documentChecks: Record<string, YesNo>;
  customerTendencyConvertNo: string;
  /** Files attached as proof, in the order chosen; add them wrapped in valtio's `ref(file)` so they stay real Files. */
  fileList: File[];
  personalInfoAgreeYn: YesNo;
}

/**
 * Fresh investor information: investInformChgMatterCod `'ETC'` (spec §9), everything else empty.
 *
 * @example
 * createDefaultInvestorInfo().investInformChgMatterCod // 'ETC'
 */
export function createDefaultInvestorInfo(): InvestorInfo {
  return {
    investInformCheckRegisterYn: '',
    investPersonInformChgAt: '',
    investPersonInformChgNo: '',
    investPersonInformChgMaturityAt: '',
    investInformChgMatterCod: 'ETC',
    specialInvestMemberApplyYn: '',
    investRecommandHopeYn: '',
    investPersonInformOfferYn: '',
    incomeType: '',
    documentChecks: {},
    ageGroupCod: '',
    investProposeCod: '',
    financePduUnderstandLevelCod: '',
    investPossibleTermCod: '',
    endureRiskLevelCod: '',
    indivisualPropertySituationCod: '',
    corporatePropertySituationCod: '',
    incomeStatusCod: '',
    investExperienceTermCd: '',
    corporateRiskToleranceCod: '',
    customerTendencyConvertNo: '',
    fileList: [],
    personalInfoAgreeYn: '',
  };
}

/**
 * The investor information the investor flows fill in step by step.
 *
 * @example
 * investorInfoStore.investProposeCod = '02';
 */
export const investorInfoStore = proxy<InvestorInfo>(createDefaultInvestorInfo());

/**
 * Back to the defaults, for leaving the flow or after submitting it.
 *
 * @example
 * resetInvestorInfo();
 */
export function resetInvestorInfo(): void {
  Object.assign(investorInfoStore, createDefaultInvestorInfo());
}
