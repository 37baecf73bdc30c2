import { STORAGE_KEYS, type PersistenceAdapter } from '@jogak/app-core';

/**
 * The member this device logs in as, kept through logout (which resets the user store): the
 * simple login needs the member id with the CI, and the screen greets the member by name. The key
 * is app-core's, so the network-change clear (which removes every `STORAGE_KEYS`) forgets it too.
 */
export const LOGIN_MEMBER_KEY = STORAGE_KEYS.loginMember;

/** Who logs in on this device with the PIN. */
export interface LoginMember {
  memberId: string;
  name: string;
  ci: string;
}

/**
 * The device's login member: the id and name kept at the last sign-in, with the CI app-core keeps
 * (`jogak:ci`); `null` when either is missing or unreadable.
 *
 * @example
 * await readLoginMember(persistence); // { memberId: 'demo-general', name: '김민준', ci: 'demo-ci-demo-general' }
 */
export async function readLoginMember(persistence: PersistenceAdapter): Promise<LoginMember | null> {
  const [raw, ci] = await Promise.all([persistence.get(LOGIN_MEMBER_KEY), persistence.get(STORAGE_KEYS.ci)]);
  if (!raw || !ci) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { memberId, name } = parsed as Record<string, unknown>;
    if (typeof memberId !== 'string' || memberId === '' || typeof name !== 'string') return null;
    return { memberId, name, ci };
  } catch {
    return null;
  }
}

/**
 * Keeps the member who just signed in as the device's login member (the CI is kept by the sign-in
 * itself under app-core's key).
 *
 * @example
 * await rememberLoginMember(persistence, { memberId: 'demo-general', name: '김민준' });
 */
export async function rememberLoginMember(persistence: PersistenceAdapter, member: { memberId: string; name: string }): Promise<void> {
  await persistence.set(LOGIN_MEMBER_KEY, JSON.stringify({ memberId: member.memberId, name: member.name }));
}
