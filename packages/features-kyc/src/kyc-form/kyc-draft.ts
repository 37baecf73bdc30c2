import { residentNumberBirthDate } from '@jogak/domain-rules';
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

/** The ID card of step 3: 주민등록증, 운전면허증, or a registered foreigner's 외국인등록증. */
export type IdDocument = 'RESIDENT_CARD' | 'DRIVER_LICENCE' | 'ALIEN_REGISTRATION_CARD';

/**
 * The card's number as the card calls it: a registered foreigner's is the 외국인등록번호, every
 * other card carries the 주민등록번호.
 *
 * @example
 * idNumberName('ALIEN_REGISTRATION_CARD') // '외국인등록번호'
 */
export function idNumberName(document: IdDocument): '주민등록번호' | '외국인등록번호' {
  return document === 'ALIEN_REGISTRATION_CARD' ? '외국인등록번호' : '주민등록번호';
}

/** What member info tells the form before the member types: their verified name, e-mail and nationality. */
export interface KnownMember {
  name?: string;
  email?: string;
  /** Member info's `nation`: FOREIGN starts 신분증 인증 on the 외국인등록증. */
  nation?: 'LOCAL' | 'FOREIGN' | null;
}

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
export function emptyKycDraft(known: KnownMember = {}): KycDraft {
  const foreigner = known.nation === 'FOREIGN';
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
    // A registered foreigner's card is the 외국인등록증, whose name is printed in Latin capitals.
    idDocument: foreigner ? 'ALIEN_REGISTRATION_CARD' : 'RESIDENT_CARD',
    name: foreigner ? (known.name ?? '').toUpperCase() : (known.name ?? ''),
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

/**
 * 생년월일 once the resident number changed, so the member is not asked twice (WCAG 3.3.7): the
 * date the number carries (its six front digits, the century from the back's first digit, spec §5)
 * fills an empty field, and follows the number while the field still holds the date last filled
 * in (`filled`, null when none). A date the member typed stays. A number that carries no date yet
 * (a front part short of six digits, no back digit, not a real day) changes nothing.
 *
 * @example
 * birthDateFollowingResident('', null, { residentFront: '930129', residentBack: '1' }) // '19930129'
 * birthDateFollowingResident('19930129', '19930129', { residentFront: '930128', residentBack: '1' }) // '19930128'
 * birthDateFollowingResident('19930127', '19930129', { residentFront: '930128', residentBack: '1' }) // '19930127'
 */
export function birthDateFollowingResident(birthDate: string, filled: string | null, resident: Pick<KycSecrets, 'residentFront' | 'residentBack'>): string {
  // Only a whole front part: a short one would borrow the back's digits as its date.
  if (resident.residentFront.length !== 6) return birthDate;
  const carried = residentNumberBirthDate(`${resident.residentFront}${resident.residentBack}`);
  if (carried === null) return birthDate;
  return birthDate === '' || birthDate === filled ? carried : birthDate;
}

/**
 * The draft as 계좌 인증 opens, so the member is not asked twice (WCAG 3.3.7): an empty 예금주
 * starts as 신분증 인증's 이름, which it must equal (only one's own account is verified). One the
 * member gave stays; either may still be changed.
 *
 * @example
 * withAccountHolder({ ...draft, name: '한도윤', accountLabel: '' }).accountLabel // '한도윤'
 */
export function withAccountHolder(draft: KycDraft): KycDraft {
  return draft.accountLabel.trim() === '' ? { ...draft, accountLabel: draft.name } : draft;
}
