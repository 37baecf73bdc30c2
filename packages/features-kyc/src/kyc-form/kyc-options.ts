import type { components } from '@jogak/api-client';

type Schemas = components['schemas'];
export type KycJobCode = Schemas['KycJobCode'];
export type KycJobDetailCode = Schemas['KycJobDetailCode'];
export type KycIndustryCode = Schemas['KycIndustryCode'];
export type KycTradePurpose = Schemas['KycTradePurpose'];
export type KycFundOrigin = Schemas['KycFundOrigin'];

/** A choice of a select field: the contract's code and its Korean label. */
export interface KycOption<Code extends string> {
  readonly code: Code;
  readonly label: string;
}

function optionsOf<Code extends string>(labels: Record<Code, string>): readonly KycOption<Code>[] {
  return (Object.entries(labels) as [Code, string][]).map(([code, label]) => ({ code, label }));
}

/** The contract's `KycJobCode` in Korean, in the order the form lists them. */
export const JOB_OPTIONS = optionsOf<KycJobCode>({
  EMPLOYEE: '회사원',
  PUBLIC_SERVANT: '공무원',
  PROFESSIONAL: '전문직',
  FINANCE: '금융업 종사자',
  BUSINESS_OWNER: '자영업·사업자',
  FREELANCER: '프리랜서',
  HOMEMAKER: '주부',
  STUDENT: '학생',
  RETIRED: '무직·은퇴',
  OTHER: '기타',
});

/** The job details (직무) of the jobs that have them (contract `KycJobDetailCode`). */
export const JOB_DETAIL_OPTIONS: Partial<Record<KycJobCode, readonly KycOption<KycJobDetailCode>[]>> = {
  EMPLOYEE: optionsOf<Extract<KycJobDetailCode, 'OFFICE' | 'RESEARCH' | 'SALES' | 'PRODUCTION'>>({
    OFFICE: '사무직',
    RESEARCH: '연구·기술직',
    SALES: '영업·서비스직',
    PRODUCTION: '생산·현장직',
  }),
  PROFESSIONAL: optionsOf<Extract<KycJobDetailCode, 'LAW' | 'MEDICAL' | 'ACCOUNTING' | 'OTHER_PROFESSIONAL'>>({
    LAW: '법률',
    MEDICAL: '의료',
    ACCOUNTING: '회계·세무',
    OTHER_PROFESSIONAL: '기타 전문직',
  }),
};

/** Jobs with an employer: the company's name and address are asked. */
export const EMPLOYED_JOBS: readonly KycJobCode[] = ['EMPLOYEE', 'PUBLIC_SERVANT', 'PROFESSIONAL', 'FINANCE'];

/** Sections of the Korean Standard Industrial Classification (contract `KycIndustryCode`). */
export const INDUSTRY_OPTIONS = optionsOf<KycIndustryCode>({
  A: '농업, 임업 및 어업',
  C: '제조업',
  F: '건설업',
  G: '도매 및 소매업',
  H: '운수 및 창고업',
  I: '숙박 및 음식점업',
  J: '정보통신업',
  K: '금융 및 보험업',
  L: '부동산업',
  M: '전문, 과학 및 기술 서비스업',
  P: '교육 서비스업',
  Q: '보건업 및 사회복지 서비스업',
  R: '예술, 스포츠 및 여가관련 서비스업',
  S: '협회 및 단체, 수리 및 기타 개인 서비스업',
});

export const TRADE_PURPOSE_OPTIONS = optionsOf<KycTradePurpose>({
  INVESTMENT: '투자 수익',
  ASSET_MANAGEMENT: '자산 관리',
  SAVINGS: '저축',
  RETIREMENT: '노후 준비',
  OTHER: '기타',
});

export const FUND_ORIGIN_OPTIONS = optionsOf<KycFundOrigin>({
  EARNED_INCOME: '근로·사업 소득',
  SAVINGS: '저축·예금',
  INHERITANCE: '상속·증여',
  PENSION: '연금·퇴직금',
  REAL_ESTATE: '부동산 매각',
  FINANCIAL_INCOME: '금융 소득',
  OTHER: '기타',
});

/** The customer agreements of step 0, every one required. */
export const CUSTOMER_AGREEMENTS = [
  { id: 'collect', title: '고객확인(KYC)을 위한 개인(신용)정보 수집·이용 동의' },
  { id: 'unique-id', title: '고유식별정보(주민등록번호·외국인등록번호·운전면허번호) 처리 동의' },
  { id: 'transaction-purpose', title: '금융거래 목적 확인 및 실제 소유자 확인' },
] as const;

export type CustomerAgreementId = (typeof CUSTOMER_AGREEMENTS)[number]['id'];
