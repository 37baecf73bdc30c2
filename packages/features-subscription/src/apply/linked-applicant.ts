import type { ApplyUser } from './apply-gates';

/**
 * For tests and stories: a member every gate lets through (200, account linked, investor
 * information given, tendency 3), like the sandbox's 김민준 and 이서연. Its information has no
 * maturity date, so no clock makes it expire.
 */
export const LINKED_APPLICANT: ApplyUser = {
  userType: '200',
  investPersonUniqueNo: 'P0001',
  allianceAccountNoRegisterYn: 'Y',
  investPersonInformOfferYn: 'Y',
  customerTendencyEvalCod: '3',
  investPersonInformChgMaturityAt: '',
};
