import { isNotFoundError, type JogakClient } from '@jogak/api-client';
import type { StartUpMemberInfo } from '../start-up/start-up';
import { commonStore } from '../stores/common-store';
import { sessionStore } from '../stores/session-store';
import { userStore } from '../stores/user-store';
import { contractMedia, type ContractMedia } from './contract-media';
import { hashCi } from './hash-ci';
import { loadMemberInfo } from './load-member-info';

/** The calls the sign-ins make: the app's typed client (its error policy included). */
export type SignInClient = Pick<JogakClient, 'GET' | 'POST'>;

/** A known member (not the guest) with the PIN credential the shell handed over in `init`. */
function hasPinCredential(): boolean {
  return commonStore.pin !== '' && userStore.id !== '' && userStore.id !== 'guest';
}

async function simpleLogin(ci: string, media: ContractMedia, client: SignInClient): Promise<void> {
  const hashPIN = commonStore.pin;
  // Cleared before the call: the credential serves one sign-in, whatever its answer.
  commonStore.pin = '';
  const { data: session } = await client.POST('/main/v1/auth/simple/login', {
    body: { memberId: userStore.id, hashCI: await hashCi(ci), hashPIN, pushToken: sessionStore.pushToken, media },
  });
  if (session) Object.assign(sessionStore, { token: session.token, userId: session.userId });
}

async function signInAndLoad(ci: string, client: SignInClient): Promise<StartUpMemberInfo | null> {
  const media = contractMedia(userStore.media);
  if (hasPinCredential()) await simpleLogin(ci, media, client);
  const data = await loadMemberInfo(client, { ci });
  if (!data) return null;
  return { userType: data.userType, individualCorpCode: data.individualCorpCode, kycReExecute: data.kycReExecute };
}

/**
 * Spec §4's start-up sign-in with a stored CI: with the PIN credential of the shell's `init`, the
 * simple login of spec §7 (hashed CI and PIN; the token stored, the PIN cleared); then the member
 * info, kept in the user store with the CI (so a restart can open the partner web views). Without
 * a PIN (a desktop browser) the stored session asks for the member directly. The simple login
 * names the user store's member with `ci`, so `ci` must be that member's own: start-up asks for
 * this sign-in only then (`decideStartUp`), never for a corporation's stored session on a
 * device that keeps an individual's CI.
 *
 * `null` — no member info, so start-up removes the CI and opens first-time sign-up — when the
 * answer has no member or the server has none for this CI (404: e.g. the session's member is not
 * the CI's). Any other failure is the caller's to read: a refused PIN (LOGIN_FAILED, PIN_LOCKED),
 * a 401 the HTTP policy has already carried out, or an unexpected error.
 *
 * @example
 * const memberInfo = await signInWithCi('demo-ci-demo-general', client);
 * decideAfterMemberInfo(memberInfo, await hasPhoneChangeStatus(persistence));
 */
export async function signInWithCi(ci: string, client: SignInClient): Promise<StartUpMemberInfo | null> {
  try {
    return await signInAndLoad(ci, client);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}
