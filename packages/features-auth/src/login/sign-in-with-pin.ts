import { isJogakApiError, refusalReasonOf, type JogakClient } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  commonStore,
  contractMedia,
  hashCi,
  loadMemberInfo,
  sessionStore,
  updateUser,
  userStore,
  type PersistenceAdapter,
} from '@jogak/app-core';
import { rememberLoginMember, type LoginMember } from './login-member';

/** What a sign-in needs from the app's shell. */
export interface SignInServices {
  client: JogakClient;
  /** Where the CI and the login member stay on the device. */
  persistence: PersistenceAdapter;
}

/** Why a PIN login did not sign in: a wrong PIN (the message says the tries left), a locked PIN, or anything else. */
export class PinLoginError extends Error {
  override readonly name = 'PinLoginError';
  readonly reason: 'wrong-pin' | 'locked' | 'failed';

  constructor(reason: PinLoginError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

const LOGIN_FAILED = '로그인하지 못했어요. 잠시 후 다시 시도해주세요.';

/**
 * What a failed simple login means for the PIN login: LOGIN_FAILED is a wrong PIN (the contract's
 * message says the tries left), PIN_LOCKED a locked one; anything else failed.
 */
export function pinLoginErrorOf(error: unknown): PinLoginError {
  if (!isJogakApiError(error)) return new PinLoginError('failed', LOGIN_FAILED);
  const message = error.message || LOGIN_FAILED;
  if (error.code === 'PIN_LOCKED') return new PinLoginError('locked', message);
  if (error.code === 'LOGIN_FAILED') return new PinLoginError('wrong-pin', message);
  // Anything else in the screen's words, with the server's reason for a refusal when it gave one.
  return new PinLoginError('failed', refusalReasonOf(error) ?? LOGIN_FAILED);
}

/**
 * Spec §7's simple login with the PIN sealed by the shell's keypad: `POST
 * /main/v1/auth/simple/login` (member id, hashed CI, sealed PIN, push token, media); the token goes
 * into the session store and the shell's PIN credential is cleared; then the member info fills the
 * user store (a failure there keeps the login), the device keeps the member for the next login,
 * and the app state moves to login. Rejects with a {@link PinLoginError}.
 *
 * @example
 * await signInWithPin(member, sealed.encrypted, { client, persistence });
 */
export async function signInWithPin(member: LoginMember, hashPIN: string, { client, persistence }: SignInServices): Promise<void> {
  const media = contractMedia(userStore.media);
  let session;
  try {
    ({ data: session } = await client.POST('/main/v1/auth/simple/login', {
      body: { memberId: member.memberId, hashCI: await hashCi(member.ci), hashPIN, pushToken: sessionStore.pushToken, media },
    }));
  } catch (error) {
    throw pinLoginErrorOf(error);
  } finally {
    // The credential serves one sign-in, whatever its answer (spec §7: the PIN is cleared).
    commonStore.pin = '';
  }
  if (!session) throw new PinLoginError('failed', LOGIN_FAILED);
  updateUser({ id: session.userId, userType: session.userType, individualCorpCode: session.individualCorpCode, ci: member.ci, name: member.name });
  Object.assign(sessionStore, {
    token: session.token,
    userId: session.userId,
    publicKey: session.publicKey ?? '',
    doubleConnectKey: session.doubleConnectKey ?? '',
  });
  await persistence.set(STORAGE_KEYS.ci, member.ci);
  try {
    await loadMemberInfo(client, { ci: member.ci, individualCorpCode: session.individualCorpCode });
  } catch (error) {
    console.warn('[jogak] member info after the PIN login', error);
  }
  await rememberLoginMember(persistence, { memberId: session.userId, name: userStore.name || member.name });
  commonStore.appState = 'login';
}
