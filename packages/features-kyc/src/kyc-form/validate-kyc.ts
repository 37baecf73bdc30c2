import { MESSAGES } from '@jogak/app-core';
import { characterCount, driverLicenceDigits, isBankAccountShape, isBusinessNumber, isEmailShape, isForeignerResidentNumber, isSamePersonName, residentNumberBirthDate, residentNumberGender, residentNumberProblem } from '@jogak/domain-rules';
import { seoulDateText } from '@jogak/domain-rules/seoul-calendar';
import { idNumberName, type KycDraft, type KycSecrets, type KycStep } from './kyc-draft';
import { CUSTOMER_AGREEMENTS, EMPLOYED_JOBS, JOB_DETAIL_OPTIONS } from './kyc-options';

/** The fields a message can point at, each the id of one control on the screen. */
export type KycField =
  | 'agreements'
  | 'engLastName'
  | 'engFirstName'
  | 'home'
  | 'homeDetail'
  | 'email'
  | 'jobCode'
  | 'jobDetailCode'
  | 'companyName'
  | 'company'
  | 'businessName'
  | 'industryCode'
  | 'businessPersonNo'
  | 'establishmentDate'
  | 'business'
  | 'tradePurpose'
  | 'fundOrigin'
  | 'name'
  | 'residentFront'
  | 'residentBack'
  | 'birthDate'
  | 'issueDate'
  | 'driveNo'
  | 'accountBank'
  | 'accountNumber'
  | 'accountLabel'
  | 'accountImage';

/** Korean messages by field, in the order the fields appear (the first one gets the focus). */
export type KycErrors = Partial<Record<KycField, string>>;

/**
 * Who the member proved to be by phone (member info's `name`, `atOfBirth`, `gender`): the ID card
 * of step 3 must be theirs, as the partner checks on submission. A fact the member info does not
 * carry is `null` and not compared.
 */
export interface VerifiedIdentity {
  name: string;
  /** `yyyyMMdd`, as the form's dates. */
  birthDate: string | null;
  gender: 'M' | 'F' | null;
}

const ENGLISH_NAME = /^[A-Z]+( [A-Z]+)*$/;
const KOREAN_NAME = /^[가-힣]{2,50}$/;
const DETAIL_MAX = 100;
const COMPANY_NAME_MAX = 50;

function isCalendarDay(yyyyMMdd: string): boolean {
  if (!/^\d{8}$/.test(yyyyMMdd)) return false;
  const [year, month, day] = [Number(yyyyMMdd.slice(0, 4)), Number(yyyyMMdd.slice(4, 6)), Number(yyyyMMdd.slice(6, 8))];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A past-or-today date field: empty, not a date, or in the future. */
function pastDateError(value: string, what: string, now: number): string | undefined {
  if (value === '') return `${what}을 입력해주세요.`;
  if (!isCalendarDay(value)) return `${what}을 YYYYMMDD 8자리로 입력해주세요. (예: 20200302)`;
  // Both are yyyyMMdd, so the strings compare as the days do. An unreadable clock gives no today
  // (null): this one check is skipped rather than failing the whole step.
  const today = seoulDateText(now, '');
  if (today !== null && value > today) return `${what}은 오늘 이후일 수 없어요.`;
  return undefined;
}

function englishNameError(value: string, what: '성' | '이름'): string | undefined {
  if (value.trim() === '') return `영문 ${what}을 입력해주세요.`;
  if (value.length > 50 || !ENGLISH_NAME.test(value.trim())) return `영문 ${what}은 여권과 같이 영문 50자까지 입력해주세요.`;
  return undefined;
}

function basicInfoErrors(draft: KycDraft): KycErrors {
  const errors: KycErrors = {};
  errors.engLastName = englishNameError(draft.engLastName, '성');
  errors.engFirstName = englishNameError(draft.engFirstName, '이름');
  if (draft.home.postNo === '') errors.home = '주소 검색으로 집 주소를 선택해주세요.';
  if (draft.home.detail.trim() === '') errors.homeDetail = '상세 주소를 입력해주세요. (동·호수, 없으면 건물명)';
  else if (characterCount(draft.home.detail) > DETAIL_MAX) errors.homeDetail = `상세 주소는 ${DETAIL_MAX}자까지 쓸 수 있어요.`;
  if (draft.email.trim() === '') errors.email = MESSAGES.EMAIL_REQUIRED;
  else if (!isEmailShape(draft.email.trim())) errors.email = MESSAGES.EMAIL_SHAPE;
  return errors;
}

function businessErrors(draft: KycDraft, now: number): KycErrors {
  const errors: KycErrors = {};
  if (draft.businessName.trim() === '') errors.businessName = '상호를 입력해주세요.';
  else if (characterCount(draft.businessName) > COMPANY_NAME_MAX) errors.businessName = `상호는 ${COMPANY_NAME_MAX}자까지 쓸 수 있어요.`;
  if (draft.industryCode === '') errors.industryCode = '업종을 선택해주세요.';
  if (draft.businessPersonNo === '') errors.businessPersonNo = '사업자등록번호를 입력해주세요.';
  else if (!isBusinessNumber(draft.businessPersonNo)) errors.businessPersonNo = '사업자등록번호가 올바르지 않아요. 10자리를 다시 확인해주세요.';
  errors.establishmentDate = pastDateError(draft.establishmentDate, '개업일', now);
  if (draft.business.postNo === '') errors.business = '주소 검색으로 사업장 주소를 선택해주세요.';
  return errors;
}

function detailInfoErrors(draft: KycDraft, now: number): KycErrors {
  let errors: KycErrors = {};
  if (draft.jobCode === '') errors.jobCode = '직업을 선택해주세요.';
  else {
    if (JOB_DETAIL_OPTIONS[draft.jobCode] && draft.jobDetailCode === '') errors.jobDetailCode = '직무를 선택해주세요.';
    if (EMPLOYED_JOBS.includes(draft.jobCode)) {
      if (draft.companyName.trim() === '') errors.companyName = '직장명을 입력해주세요.';
      else if (characterCount(draft.companyName) > COMPANY_NAME_MAX) errors.companyName = `직장명은 ${COMPANY_NAME_MAX}자까지 쓸 수 있어요.`;
      if (draft.company.postNo === '') errors.company = '주소 검색으로 직장 주소를 선택해주세요.';
    }
    if (draft.jobCode === 'BUSINESS_OWNER') errors = { ...errors, ...businessErrors(draft, now) };
  }
  if (draft.tradePurpose === '') errors.tradePurpose = '거래 목적을 선택해주세요.';
  if (draft.fundOrigin === '') errors.fundOrigin = '자금 출처를 선택해주세요.';
  return errors;
}

const residentMessages = (number: string) =>
  ({
    length: `${number} 13자리를 모두 입력해주세요.`,
    'birth-date': `${number} 앞자리의 생년월일을 확인해주세요.`,
    'gender-digit': `${number} 뒷자리의 첫 숫자를 확인해주세요.`,
  }) as const;

function idErrors(draft: KycDraft, secrets: KycSecrets, now: number, identity: VerifiedIdentity | null): KycErrors {
  const errors: KycErrors = {};
  const foreigner = draft.idDocument === 'ALIEN_REGISTRATION_CARD';
  const number = idNumberName(draft.idDocument);
  const messages = residentMessages(number);
  // A keyboard's suggestion often leaves a space after a Latin name: the card's name is what is between.
  const name = draft.name.trim();
  if (name === '') errors.name = '이름을 입력해주세요.';
  else if (foreigner && !ENGLISH_NAME.test(name)) errors.name = '외국인등록증의 영문 이름을 대문자로 입력해주세요.';
  else if (!foreigner && !KOREAN_NAME.test(name)) errors.name = '신분증의 이름을 한글로 입력해주세요.';
  else if (identity && !isSamePersonName(name, identity.name)) errors.name = '이름이 본인인증한 이름과 달라요. 본인 신분증의 이름을 입력해주세요.';
  const resident = `${secrets.residentFront}${secrets.residentBack}`;
  const problem = residentNumberProblem(resident);
  if (resident === '') errors.residentFront = `${number}를 입력해주세요.`;
  else if (secrets.residentFront.length < 6 || problem === 'birth-date') errors.residentFront = messages[problem ?? 'length'];
  else if (problem) errors.residentBack = messages[problem];
  else if (foreigner && !isForeignerResidentNumber(resident)) errors.residentBack = messages['gender-digit'];
  else if (!foreigner && isForeignerResidentNumber(resident)) errors.residentBack = '외국인등록번호라면 신분증 종류에서 외국인등록증을 골라주세요.';
  else if (identity?.gender && residentNumberGender(resident) !== identity.gender) {
    errors.residentBack = `${number} 뒷자리가 본인인증한 정보와 달라요. 본인 신분증의 ${number}를 입력해주세요.`;
  }
  errors.birthDate = pastDateError(draft.birthDate, '생년월일', now);
  if (!errors.birthDate && problem === null && residentNumberBirthDate(resident) !== draft.birthDate) {
    errors.birthDate = `생년월일이 ${number}와 달라요. 다시 확인해주세요.`;
  } else if (!errors.birthDate && identity?.birthDate && draft.birthDate !== identity.birthDate) {
    errors.birthDate = '생년월일이 본인인증한 생년월일과 달라요. 본인 신분증의 생년월일을 입력해주세요.';
  }
  errors.issueDate = pastDateError(draft.issueDate, '발급일', now);
  if (!errors.issueDate && !errors.birthDate && draft.issueDate < draft.birthDate) errors.issueDate = '발급일이 생년월일보다 빠를 수 없어요.';
  if (draft.idDocument === 'DRIVER_LICENCE') {
    if (draft.driveNo === '') errors.driveNo = '운전면허번호를 입력해주세요.';
    else if (driverLicenceDigits(draft.driveNo) === null) errors.driveNo = '운전면허번호 12자리를 확인해주세요. (예: 11-23-123456-01)';
  }
  return errors;
}

function accountErrors(draft: KycDraft, secrets: KycSecrets): KycErrors {
  const errors: KycErrors = {};
  if (draft.accountBank === '') errors.accountBank = '은행을 선택해주세요.';
  if (draft.accountNumber === '') errors.accountNumber = '계좌번호를 입력해주세요.';
  else if (!isBankAccountShape(draft.accountNumber)) errors.accountNumber = '계좌번호는 숫자 10~14자리로 입력해주세요.';
  if (draft.accountLabel.trim() === '') errors.accountLabel = '예금주를 입력해주세요.';
  else if (!isSamePersonName(draft.accountLabel, draft.name)) errors.accountLabel = `예금주가 신분증의 이름(${draft.name})과 같아야 해요.`;
  if (!secrets.accountImage) errors.accountImage = '통장 사본 사진을 올리거나 촬영해주세요.';
  return errors;
}

function withoutEmpty(errors: KycErrors): KycErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as KycErrors;
}

/**
 * The Korean message of every wrong field of a step; empty when the step may go on. Nothing is
 * changed: what was typed stays as it is. With the member's verified identity, step 3 also asks
 * the ID card to be theirs (name, birth date, the resident number's gender digit); without it
 * (a corporation's member, whose identity is not a person's) only the card's own facts are checked.
 *
 * @example
 * validateKycStep(1, { ...draft, email: 'jogak' }, secrets, Date.now()).email
 * // '이메일 주소를 확인해주세요. 예) jogak@example.kr'
 * validateKycStep(3, { ...draft, name: '홍길동' }, secrets, Date.now(), { name: '한도윤', birthDate: '19900101', gender: 'M' }).name
 * // '이름이 본인인증한 이름과 달라요. 본인 신분증의 이름을 입력해주세요.'
 */
export function validateKycStep(step: KycStep, draft: KycDraft, secrets: KycSecrets, now: number, identity: VerifiedIdentity | null = null): KycErrors {
  switch (step) {
    case 0:
      return CUSTOMER_AGREEMENTS.every((agreement) => draft.agreements.includes(agreement.id)) ? {} : { agreements: '필수 항목에 모두 동의해주세요.' };
    case 1:
      return withoutEmpty(basicInfoErrors(draft));
    case 2:
      return withoutEmpty(detailInfoErrors(draft, now));
    case 3:
      return withoutEmpty(idErrors(draft, secrets, now, identity));
    case 4:
      return withoutEmpty(accountErrors(draft, secrets));
    case 5:
      return {};
  }
}
