import {
  driverLicenceDigits,
  isBankAccountShape,
  isBusinessNumber,
  isEmailShape,
  isSamePersonName,
  koreanBankOf,
  residentNumberBirthDate,
  residentNumberGender,
  residentNumberProblem,
} from '@jogak/domain-rules';
import { badRequest, type SandboxRuleError } from '../model/errors';
import type { Member } from '../model/types';
import { oneOf, text } from './http-kit';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const JOBS = ['EMPLOYEE', 'PUBLIC_SERVANT', 'PROFESSIONAL', 'FINANCE', 'BUSINESS_OWNER', 'FREELANCER', 'HOMEMAKER', 'STUDENT', 'RETIRED', 'OTHER'] as const;
const JOB_DETAILS: Partial<Record<(typeof JOBS)[number], readonly string[]>> = {
  EMPLOYEE: ['OFFICE', 'RESEARCH', 'SALES', 'PRODUCTION'],
  PROFESSIONAL: ['LAW', 'MEDICAL', 'ACCOUNTING', 'OTHER_PROFESSIONAL'],
};
const EMPLOYED_JOBS: readonly string[] = ['EMPLOYEE', 'PUBLIC_SERVANT', 'PROFESSIONAL', 'FINANCE'];
const INDUSTRIES = ['A', 'C', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'P', 'Q', 'R', 'S'] as const;
const TRADE_PURPOSES = ['INVESTMENT', 'ASSET_MANAGEMENT', 'SAVINGS', 'RETIREMENT', 'OTHER'] as const;
const FUND_ORIGINS = ['EARNED_INCOME', 'SAVINGS', 'INHERITANCE', 'PENSION', 'REAL_ESTATE', 'FINANCIAL_INCOME', 'OTHER'] as const;

function refusal(field: string): SandboxRuleError {
  return badRequest('BAD_REQUEST', `요청 값(${field})을 확인해주세요.`);
}

function checkJob(body: Record<string, unknown>): void {
  const job = oneOf(body, 'jobCode', JOBS);
  const details = JOB_DETAILS[job];
  if (details) oneOf(body, 'jobDetailCode', details);
  else if (body.jobDetailCode !== null) throw refusal('jobDetailCode');
  if (EMPLOYED_JOBS.includes(job)) {
    text(body, 'companyName', { nonEmpty: true });
    text(body, 'companyAddress', { nonEmpty: true });
  }
  if (job === 'BUSINESS_OWNER') {
    text(body, 'businessName', { nonEmpty: true });
    oneOf(body, 'industryCode', INDUSTRIES);
    if (!isBusinessNumber(text(body, 'businessPersonNo'))) throw refusal('businessPersonNo');
    text(body, 'establishmentDate', { pattern: DATE });
    text(body, 'businessAddress', { nonEmpty: true });
  }
}

function checkIdentity(body: Record<string, unknown>): string {
  const residentNo = text(body, 'residentRegistrationNo');
  if (residentNumberProblem(residentNo) !== null) throw refusal('residentRegistrationNo');
  text(body, 'issueDate', { pattern: DATE });
  const name = text(body, 'name', { nonEmpty: true });
  const birthDate = text(body, 'birthDate', { pattern: DATE });
  if (birthDate.replaceAll('-', '') !== residentNumberBirthDate(residentNo)) throw refusal('birthDate');
  if (body.driveNo !== null && driverLicenceDigits(text(body, 'driveNo')) === null) throw refusal('driveNo');
  return name;
}

/**
 * The KYC form's rules as the partner checks them (contract `KycSubmission`): a 400 names the
 * first wrong field. Returns the e-mail the member gave.
 *
 * @example
 * const email = checkKycSubmission(await readBody(request));
 */
export function checkKycSubmission(body: Record<string, unknown>): string {
  oneOf(body, 'customerAgreementYn', ['Y'] as const);
  text(body, 'engLastName', { pattern: /^[A-Za-z ]{1,50}$/ });
  text(body, 'engFirstName', { pattern: /^[A-Za-z ]{1,50}$/ });
  text(body, 'address', { nonEmpty: true });
  text(body, 'postNo', { pattern: /^\d{5}$/ });
  const email = text(body, 'email', { check: isEmailShape });
  checkJob(body);
  oneOf(body, 'tradePurpose', TRADE_PURPOSES);
  oneOf(body, 'fundOrigin', FUND_ORIGINS);
  const name = checkIdentity(body);
  if (!koreanBankOf(text(body, 'accountBank'))) throw refusal('accountBank');
  if (!isSamePersonName(text(body, 'accountLabel'), name)) throw refusal('accountLabel');
  if (!isBankAccountShape(text(body, 'accountNumber'))) throw refusal('accountNumber');
  if (typeof body.accountImage !== 'string' || body.accountImage === '') throw refusal('accountImage');
  return email;
}

/**
 * The ID card must be the member's own: its name, birth date and the resident number's gender
 * digit agree with the identity the member verified by phone (a 400 says which, in words the KYC
 * screen shows as they are). Corporate members are not compared: their identity is the
 * corporation's, not a person's. Run after `checkKycSubmission`, which checks the fields' shapes.
 *
 * @example
 * checkKycIdentity(body, state.member('demo-account-open')); // throws for 홍길동's ID card
 */
export function checkKycIdentity(body: Record<string, unknown>, member: Member): void {
  if (member.individualCorpCode !== 'INDIVIDUAL') return;
  if (!isSamePersonName(text(body, 'name'), member.name)) {
    throw badRequest('BAD_REQUEST', '신분증의 이름이 본인인증한 이름과 달라요. 신분증 인증 단계에서 이름을 확인해주세요.');
  }
  if (text(body, 'birthDate').replaceAll('-', '') !== member.birth) {
    throw badRequest('BAD_REQUEST', '신분증의 생년월일이 본인인증한 생년월일과 달라요. 신분증 인증 단계에서 생년월일을 확인해주세요.');
  }
  if (member.gender && residentNumberGender(text(body, 'residentRegistrationNo')) !== member.gender) {
    throw badRequest('BAD_REQUEST', '주민등록번호 뒷자리가 본인인증한 정보와 달라요. 신분증 인증 단계에서 주민등록번호를 확인해주세요.');
  }
}
