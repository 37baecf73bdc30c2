import type { CustomerAgreementId, KycFundOrigin, KycIndustryCode, KycJobCode, KycJobDetailCode, KycTradePurpose } from './kyc-options';

/** The six steps of spec §2: 0 customer agreement … 5 complete. */
export const KYC_STEPS = ['고객 동의', '기본 정보', '상세 정보', '신분증 인증', '계좌 인증', '완료'] as const;
export type KycStep = 0 | 1 | 2 | 3 | 4 | 5;

/** An address chosen through the road-name address search, plus what the member typed after it. */
export interface ChosenAddress {
  postNo: string;
  roadAddress: string;
  detail: string;
}

export type IdDocument = 'RESIDENT_CARD' | 'DRIVER_LICENCE';

/**
 * Everything of the KYC form that may be kept on the device between runs (spec §3's KYC form),
 * as typed: codes are `''` until chosen, dates `yyyyMMdd` digits.
 */
export interface KycDraft {
  step: KycStep;
  agreements: CustomerAgreementId[];
  engLastName: string;
  engFirstName: string;
  home: ChosenAddress;
  email: string;
  jobCode: KycJobCode | '';
  jobDetailCode: KycJobDetailCode | '';
  companyName: string;
  company: ChosenAddress;
  businessName: string;
  industryCode: KycIndustryCode | '';
  businessPersonNo: string;
  establishmentDate: string;
  business: ChosenAddress;
  tradePurpose: KycTradePurpose | '';
  fundOrigin: KycFundOrigin | '';
  idDocument: IdDocument;
  name: string;
  birthDate: string;
  issueDate: string;
  driveNo: string;
  accountBank: string;
  accountNumber: string;
  accountLabel: string;
}

/** A photo of the bank book: from the file picker or the shell's camera. */
export interface AccountImage {
  fileName: string;
  mimeType: string;
  base64: string;
}

/**
 * What is never written to the device: the resident registration number (spec: never in plain
 * storage) and the bank-book photo (too large for the device store). Kept in memory for this run.
 */
export interface KycSecrets {
  residentFront: string;
  residentBack: string;
  accountImage: AccountImage | null;
}

const noAddress = (): ChosenAddress => ({ postNo: '', roadAddress: '', detail: '' });

/**
 * An empty form at step 0, with what the member information already knows.
 *
 * @example
 * emptyKycDraft({ name: '한도윤', email: 'doyun.han@example.kr' }).step // 0
 */
export function emptyKycDraft(known: { name?: string; email?: string } = {}): KycDraft {
  return {
    step: 0,
    agreements: [],
    engLastName: '',
    engFirstName: '',
    home: noAddress(),
    email: known.email ?? '',
    jobCode: '',
    jobDetailCode: '',
    companyName: '',
    company: noAddress(),
    businessName: '',
    industryCode: '',
    businessPersonNo: '',
    establishmentDate: '',
    business: noAddress(),
    tradePurpose: '',
    fundOrigin: '',
    idDocument: 'RESIDENT_CARD',
    name: known.name ?? '',
    birthDate: '',
    issueDate: '',
    driveNo: '',
    accountBank: '',
    accountNumber: '',
    accountLabel: '',
  };
}

/** No secrets typed yet. */
export function emptyKycSecrets(): KycSecrets {
  return { residentFront: '', residentBack: '', accountImage: null };
}
