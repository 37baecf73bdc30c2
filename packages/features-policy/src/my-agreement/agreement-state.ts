import type { components } from '@jogak/api-client';

type MyAgreement = components['schemas']['MyAgreement'];

/** Where the member stands with a document: never agreed, agreed to an older edition, or current. */
export type AgreementState = 'NOT_AGREED' | 'OUTDATED' | 'AGREED';

/**
 * The member's standing with the document's current edition.
 *
 * @example
 * agreementStateOf({ agreedYn: 'Y', version: '3.1' }, '3.2') // 'OUTDATED'
 */
export function agreementStateOf(agreement: Pick<MyAgreement, 'agreedYn' | 'version'>, currentVersion: string): AgreementState {
  if (agreement.agreedYn !== 'Y') return 'NOT_AGREED';
  return agreement.version === currentVersion ? 'AGREED' : 'OUTDATED';
}
