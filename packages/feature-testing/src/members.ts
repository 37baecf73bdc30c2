import type { GateUser } from '@jogak/app-core';

/** A member who passes app-core's transaction gate: signed up, logged in, account linked. */
export const LINKED_MEMBER: GateUser = { userType: '200', investPersonUniqueNo: 'P-demo', allianceAccountNoRegisterYn: 'Y' };
