import { dataOf, jogakClientOf, type components } from '@jogak/api-client';
import { STORAGE_KEYS, type PersistenceAdapter } from '@jogak/app-core';
import { mutationOptions } from '@tanstack/react-query';
import { rememberLoginMember } from '../login/login-member';

type PinResetRequest = components['schemas']['PinResetRequest'];

/**
 * Forgot-PIN's `PUT /main/v1/member/pin` without a session: the finished verification's request
 * key and CI, and the new PIN sealed twice. Its answer names the member.
 *
 * @example
 * const reset = useMutation(resetPinMutation());
 */
export function resetPinMutation() {
  return mutationOptions({
    mutationKey: ['member', 'pin', 'reset'],
    mutationFn: (body: PinResetRequest, { client }) => dataOf(jogakClientOf(client).PUT('/main/v1/member/pin', { body })),
  });
}

/**
 * After a reset, the device logs in as that member: the CI under app-core's key and (when the
 * answer names the member) the member for the PIN login.
 *
 * @example
 * await keepResetMember(persistence, 'demo-ci-demo-general', { memberId: 'demo-general', name: '김민준' });
 */
export async function keepResetMember(
  persistence: PersistenceAdapter,
  ci: string,
  member: { memberId: string; name: string } | null,
): Promise<void> {
  await persistence.set(STORAGE_KEYS.ci, ci);
  if (member) await rememberLoginMember(persistence, member);
}
