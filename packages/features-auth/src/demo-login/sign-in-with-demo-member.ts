import { isJogakApiError, type JogakClient } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  commonStore,
  loadMemberInfo,
  sessionStore,
  updateUser,
  type PersistenceAdapter,
} from '@jogak/app-core';
import { rememberLoginMember } from '../login/login-member';

/** What a demo sign-in needs from the app's shell. */
export interface DemoSignInServices {
  client: JogakClient;
  /** Where the CI stays on the device (the shell's secure storage, browser storage otherwise). */
  persistence: PersistenceAdapter;
}

const LOGIN_FAILED = '로그인하지 못했어요. 다시 시도해주세요.';

/**
 * Signs a sandbox demo member in (`POST /main/v1/auth/demo/login`) as a phone identity
 * verification plus login would: the identity and session go into app-core's user and session
 * stores, the CI stays on the device so the next start signs in with it (spec section 4), the
 * rest of the member comes from member info, and the app state moves past the first-run pages.
 * Rejects with a Korean message to show when the login itself fails.
 *
 * @example
 * await signInWithDemoMember('demo-kakao', { client, persistence });
 * await followHref(router, pathAfterLogin(redirect));
 */
export async function signInWithDemoMember(memberId: string, { client, persistence }: DemoSignInServices): Promise<void> {
  let session;
  try {
    ({ data: session } = await client.POST('/main/v1/auth/demo/login', { body: { memberId, media: 'WEB' } }));
  } catch (error) {
    throw new Error(isJogakApiError(error) && error.message ? error.message : LOGIN_FAILED);
  }
  if (!session) throw new Error(LOGIN_FAILED);
  // The demo login stands in for the phone identity verification too: its identity is what the
  // account-agency token asks for (ci, name, birth YYYY-MM-DD, phone digits only).
  const { ci, name, birth, phoneNo } = session.identity;
  const identity = { ci, name, birth, phoneNo };
  updateUser({ id: session.userId, userType: session.userType, individualCorpCode: session.individualCorpCode, ...identity });
  Object.assign(sessionStore, {
    token: session.token,
    userId: session.userId,
    publicKey: session.publicKey ?? '',
    doubleConnectKey: session.doubleConnectKey ?? '',
  });
  await persistence.set(STORAGE_KEYS.ci, ci);
  // The device's member for the next PIN login (after a logout, too).
  await rememberLoginMember(persistence, { memberId: session.userId, name });
  // The rest of the member (account, tendency, flags) as the server knows it; without it the
  // app still works from the session, so a failure here does not undo the login.
  try {
    await loadMemberInfo(client, { ci, individualCorpCode: session.individualCorpCode });
  } catch (error) {
    console.warn('[jogak] member info after the demo login', error);
  }
  // Past the first-run permission page: the next start goes by the user type.
  commonStore.appState = 'login';
}
