import type { UserTypeCode } from '../user-type/user-type';

/** `'Y'`/`'N'` as the server sends flags; `''` means not known yet. */
export type YesNo = 'Y' | 'N' | '';

/** Individual or corporate member (spec §3). */
export type IndividualCorpCode = 'INDIVIDUAL' | 'GENERAL_CORPORATION' | 'CORPORATE';

/** The OS of the native shell; the browser in development reports as ANDROID by default. */
export type Media = 'ANDROID' | 'IOS' | (string & {});

/**
 * The User of spec §3. `invest` is keyed by investor class; its first key decides whether the
 * user is a limited investor.
 */
export interface User {
  id: string;
  htsId: string;
  age: number;
  userType: UserTypeCode;
  name: string;
  individualCorpCode: IndividualCorpCode | '';
  atOfBirth: string;
  phoneNo: string;
  email: string;
  investPersonUniqueNo: string;
  accountNo: string;
  accountNumber: string;
  media: Media;
  allianceAccountNoRegisterYn: YesNo;
  invest: Record<string, unknown>;
  investLimitAmt: number;
  investTendencyDiagnosisYn: YesNo;
  customerTendencyEvalCod: string;
  enhanceExplainResponsibiltyYn: YesNo;
  elderlyPeopleYn: YesNo;
  serviceUseNoticeYn: YesNo;
  advertiseInformSendAgreeYn: YesNo;
  pushReceiveAgreeYn: YesNo;
  textReceiveAgreeYn: YesNo;
  kakaoReceiveAgreeYn: YesNo;
  emailReceiveAgreeYn: YesNo;
  investPersonInformChgAt: string;
  investRecommandHopeYn: YesNo;
  investPersonInformOfferYn: YesNo;
  investPersonInformChgMaturityAt: string;
  employeeNo: string;
  corpName: string;
  corpPhone: string;
  corpBusinessPersonNo: string;
  corpAdminName: string;
  ci: string;
  gender: string;
  birth: string;
  nation: string;
}

/**
 * A fresh user with spec §9's defaults: id `guest`, age 12, userType `'100'`, media `ANDROID`,
 * customerTendencyEvalCod `'-'`; every other text field empty, flags unknown.
 *
 * @example
 * createDefaultUser().id // 'guest'
 */
export function createDefaultUser(): User {
  return {
    id: 'guest',
    htsId: '',
    age: 12,
    userType: '100',
    name: '',
    individualCorpCode: '',
    atOfBirth: '',
    phoneNo: '',
    email: '',
    investPersonUniqueNo: '',
    accountNo: '',
    accountNumber: '',
    media: 'ANDROID',
    allianceAccountNoRegisterYn: '',
    invest: {},
    investLimitAmt: 0,
    investTendencyDiagnosisYn: '',
    customerTendencyEvalCod: '-',
    enhanceExplainResponsibiltyYn: '',
    elderlyPeopleYn: '',
    serviceUseNoticeYn: '',
    advertiseInformSendAgreeYn: '',
    pushReceiveAgreeYn: '',
    textReceiveAgreeYn: '',
    kakaoReceiveAgreeYn: '',
    emailReceiveAgreeYn: '',
    investPersonInformChgAt: '',
    investRecommandHopeYn: '',
    investPersonInformOfferYn: '',
    investPersonInformChgMaturityAt: '',
    employeeNo: '',
    corpName: '',
    corpPhone: '',
    corpBusinessPersonNo: '',
    corpAdminName: '',
    ci: '',
    gender: '',
    birth: '',
    nation: '',
  };
}

/**
 * Corporate members are GENERAL_CORPORATION and CORPORATE; anything else counts as individual.
 *
 * @example
 * isCorporate('GENERAL_CORPORATION') // true
 * isCorporate('INDIVIDUAL') // false
 */
export function isCorporate(individualCorpCode: string | null | undefined): boolean {
  return individualCorpCode === 'GENERAL_CORPORATION' || individualCorpCode === 'CORPORATE';
}
