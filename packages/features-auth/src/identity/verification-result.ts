// The verifier's return is read by sign-up, forgot-PIN and MY's phone change, so it lives in app-core.
export { readVerificationOutcome } from '@jogak/app-core';
export type { VerificationOutcome, VerifiedPerson } from '@jogak/app-core';
