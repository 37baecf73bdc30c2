import type { components } from '@jogak/api-client';
import { driverLicenceDigits } from '@jogak/domain-rules';
import type { ChosenAddress, KycDraft, KycSecrets } from './kyc-draft';
import { EMPLOYED_JOBS, JOB_DETAIL_OPTIONS } from './kyc-options';

export type KycSubmission = components['schemas']['KycSubmission'];

const dashed = (yyyyMMdd: string) => `${yyyyMMdd.slice(0, 4)}-${yyyyMMdd.slice(4, 6)}-${yyyyMMdd.slice(6, 8)}`;

/** A company or business address as one line: road address, then what the member added. */
function oneLine(address: ChosenAddress): string {
  return [address.roadAddress, address.detail.trim()].filter(Boolean).join(' ');
}

/**
 * The contract's `KycSubmission` from a validated form: fields a job does not ask are null,
 * dates get their dashes, text is trimmed, the licence number is its 12 digits.
 *
 * @example
 * memberApi.submitKyc(kycSubmission(draft, secrets));
 */
export function kycSubmission(draft: KycDraft, secrets: KycSecrets): KycSubmission {
  if (draft.jobCode === '' || draft.tradePurpose === '' || draft.fundOrigin === '' || !secrets.accountImage) {
    throw new Error('kycSubmission needs a validated form');
  }
  const employed = EMPLOYED_JOBS.includes(draft.jobCode);
  const owner = draft.jobCode === 'BUSINESS_OWNER';
  return {
    customerAgreementYn: 'Y',
    engLastName: draft.engLastName.trim(),
    engFirstName: draft.engFirstName.trim(),
    address: draft.home.roadAddress,
    postNo: draft.home.postNo,
    addressDetail: draft.home.detail.trim(),
    email: draft.email.trim(),
    jobCode: draft.jobCode,
    jobDetailCode: JOB_DETAIL_OPTIONS[draft.jobCode] && draft.jobDetailCode !== '' ? draft.jobDetailCode : null,
    companyName: employed ? draft.companyName.trim() : null,
    companyAddress: employed ? oneLine(draft.company) : null,
    businessName: owner ? draft.businessName.trim() : null,
    industryCode: owner && draft.industryCode !== '' ? draft.industryCode : null,
    businessPersonNo: owner ? draft.businessPersonNo : null,
    establishmentDate: owner ? dashed(draft.establishmentDate) : null,
    businessAddress: owner ? oneLine(draft.business) : null,
    tradePurpose: draft.tradePurpose,
    fundOrigin: draft.fundOrigin,
    residentRegistrationNo: `${secrets.residentFront}${secrets.residentBack}`,
    issueDate: dashed(draft.issueDate),
    name: draft.name.trim(),
    birthDate: dashed(draft.birthDate),
    driveNo: draft.idDocument === 'DRIVER_LICENCE' ? driverLicenceDigits(draft.driveNo) : null,
    accountBank: draft.accountBank,
    accountLabel: draft.accountLabel.trim(),
    accountImage: secrets.accountImage.base64,
    accountNumber: draft.accountNumber,
  };
}
