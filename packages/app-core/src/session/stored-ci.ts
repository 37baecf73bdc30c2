import { STORAGE_KEYS, type PersistenceAdapter } from '../persistence/persistence-adapter';
import { isCorporate } from '../user/user';

/** A member the device's CI is checked against: the stored user at start-up, the user store later. */
export interface CiClaimant {
  /** The member's id; `null` (or the guest) names no one. */
  readonly id: string | null;
  readonly individualCorpCode: string | null;
}

/**
 * The member the device's CI belongs to, as the login member record (`STORAGE_KEYS.loginMember`)
 * names it: every sign-in that keeps a CI records its member there with it. `null` when nothing is
 * recorded or the record is unreadable.
 *
 * @example
 * loginMemberIdOf('{"memberId":"demo-general","name":"김민준"}'); // 'demo-general'
 * loginMemberIdOf(null); // null
 */
export function loginMemberIdOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { memberId } = parsed as Record<string, unknown>;
    return typeof memberId === 'string' && memberId !== '' ? memberId : null;
  } catch {
    return null;
  }
}

/**
 * Whether the device's CI is `member`'s own. A certificate login keeps the individual's CI and
 * login member on the device (their PIN login needs them), so the device can hold one member's CI
 * while another member's session is stored: the login member record says whose the CI is. A device
 * whose CI came before that record was kept still never lends it to a corporation, which signs in
 * with its certificate and keeps no CI of its own.
 *
 * @example
 * isCiOfMember('demo-general', { id: 'demo-general', individualCorpCode: 'INDIVIDUAL' }); // true
 * isCiOfMember('demo-general', { id: 'demo-corp', individualCorpCode: 'GENERAL_CORPORATION' }); // false
 * isCiOfMember(null, { id: 'demo-corp', individualCorpCode: 'GENERAL_CORPORATION' }); // false
 */
export function isCiOfMember(ciMemberId: string | null, member: CiClaimant): boolean {
  if (ciMemberId !== null) return member.id !== null && member.id !== 'guest' && ciMemberId === member.id;
  return !isCorporate(member.individualCorpCode);
}

/**
 * The CI the device keeps when it is `member`'s own ({@link isCiOfMember}), `''` otherwise: with
 * `''` the member info answers for the session's member, so a corporation's session is never asked
 * about the individual whose CI the device keeps.
 *
 * @example
 * const ci = userStore.ci || (await readStoredCiOf(persistence, userStore));
 * await loadMemberInfo(client, { ci });
 */
export async function readStoredCiOf(adapter: PersistenceAdapter, member: CiClaimant): Promise<string> {
  const [ci, loginMember] = await Promise.all([adapter.get(STORAGE_KEYS.ci), adapter.get(STORAGE_KEYS.loginMember)]);
  if (!ci) return '';
  return isCiOfMember(loginMemberIdOf(loginMember), member) ? ci : '';
}
