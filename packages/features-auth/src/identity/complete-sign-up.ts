import type { components } from '@jogak/api-client';
import { STORAGE_KEYS, commonStore, sessionStore, updateUser, type PersistenceAdapter } from '@jogak/app-core';
import { rememberLoginMember } from '../login/login-member';
import type { VerifiedPerson } from './verification-result';

type AuthSession = components['schemas']['AuthSession'];

/**
 * Signs the new member in on this device after the join: the session and the verified identity
 * go into app-core's stores, the CI stays on the device so the next start signs in with it and the
 * PIN (spec §4), and the app state moves past the first-run pages.
 *
 * @example
 * await completeSignUp(session, person, persistence);
 * userStore.userType; // '101'
 */
export async function completeSignUp(session: AuthSession, person: VerifiedPerson, persistence: PersistenceAdapter): Promise<void> {
  updateUser({
    id: session.userId,
    userType: session.userType,
    individualCorpCode: session.individualCorpCode,
    name: person.name,
    ci: person.ci,
    birth: person.birth,
    phoneNo: person.phoneNo,
    gender: person.gender,
    nation: person.nation,
  });
  Object.assign(sessionStore, {
    token: session.token,
    userId: session.userId,
    publicKey: session.publicKey ?? '',
    doubleConnectKey: session.doubleConnectKey ?? '',
  });
  await persistence.set(STORAGE_KEYS.ci, person.ci);
  await rememberLoginMember(persistence, { memberId: session.userId, name: person.name });
  commonStore.appState = 'login';
}
