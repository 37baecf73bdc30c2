import { isJogakApiError } from '@jogak/api-client';
import {
  STORAGE_KEYS,
  commonStore,
  contractMedia,
  fetchMemberInfo,
  resetSession,
  sessionStore,
  updateUser,
  userFromMemberInfo,
  userStore,
  type ContractMedia,
} from '@jogak/app-core';
import { rememberLoginMember, type LoginMember } from './login-member';
import type { SignInServices } from './sign-in-with-pin';

/** What the pay provider's app signed: the shell's `kakaoPay.login`. */
export interface KakaoPaySignature {
  txId: string;
  /** The device's pay-provider key (base64 SPKI) the transaction was issued to. */
  publicKey: string;
  signature: string;
}

/**
 * The shell's `kakaoPay.login`: it asks the server for a transaction bound to the device key,
 * has the person approve it in the pay provider's app and signs it. Resolves `null` when the
 * person cancels and rejects with a Korean message when the signing fails.
 */
export type KakaoPayLogin = (request: { ci: string; media: ContractMedia }) => Promise<KakaoPaySignature | null>;

/** Why a pay-provider login did not sign in; `message` is Korean, for the screen. */
export class KakaoPayLoginError extends Error {
  override readonly name = 'KakaoPayLoginError';
  readonly reason: 'cancelled' | 'not-registered' | 'refused';

  constructor(reason: KakaoPayLoginError['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

const LOGIN_FAILED = '카카오페이 인증서로 로그인하지 못했어요. 잠시 후 다시 시도해주세요.';
const CANCELLED = '카카오페이 인증서 서명을 취소했어요. 로그인하려면 카카오페이에서 서명해주세요.';
const SIGN_CHECK_FAILED = '카카오페이 전자서명을 확인하지 못해 로그아웃했어요. 다시 로그인해주세요.';

function refusedBy(error: unknown): KakaoPayLoginError {
  if (error instanceof KakaoPayLoginError) return error;
  if (isJogakApiError(error) && error.code === 'NEED_KAKAO_REGISTER') {
    return new KakaoPayLoginError('not-registered', error.message || '카카오페이 인증서를 먼저 등록해주세요.');
  }
  return new KakaoPayLoginError('refused', error instanceof Error && error.message ? error.message : LOGIN_FAILED);
}

/**
 * Spec §7's pay-provider certificate login, in the spec's order: the shell signs a transaction
 * bound to the device key (`kakaoPay.login`, which calls `kakaopay-get-tx-id`), the server
 * verifies the signature and opens a session (`kakaopay-verify-signature`), the member info gives
 * the HTS id, and the auto-sign (`kakaopay-auto-sign`) checks the signature once more under the
 * member's registered key. Then the device keeps the member, the app state moves to login and
 * `commonStore.isKakaoIng` marks the session as a Kakao Pay one (app-core's foreground
 * `recheckKakaoSignIn` renews only such sessions; logout clears the mark).
 *
 * A bridge error or a failed sign check logs out (spec §8): a session already opened is ended on
 * the server (`/main/v1/auth/logout`) and dropped from the session store; the user store is
 * filled only once every check passed. Rejects with a {@link KakaoPayLoginError}.
 *
 * @example
 * await signInWithKakaoPay(member, (request) => bridge.request('kakaoPay.login', request), { client, persistence });
 */
export async function signInWithKakaoPay(member: LoginMember, kakaoPayLogin: KakaoPayLogin, { client, persistence }: SignInServices): Promise<void> {
  const media = contractMedia(userStore.media);
  let opened = false;
  try {
    const signed = await kakaoPayLogin({ ci: member.ci, media });
    if (!signed) throw new KakaoPayLoginError('cancelled', CANCELLED);
    const { data: session } = await client.POST('/main/v1/auth/kakaopay-verify-signature', {
      body: { ci: member.ci, media, txId: signed.txId, publicKey: signed.publicKey, signature: signed.signature },
    });
    if (!session) throw new KakaoPayLoginError('refused', LOGIN_FAILED);
    Object.assign(sessionStore, { token: session.token, userId: session.userId, publicKey: session.publicKey ?? signed.publicKey, doubleConnectKey: '' });
    opened = true;
    const info = await fetchMemberInfo(client, { ci: member.ci, individualCorpCode: session.individualCorpCode });
    if (!info?.htsId) throw new KakaoPayLoginError('refused', SIGN_CHECK_FAILED);
    const { data: check } = await client.POST('/main/v1/auth/kakaopay-auto-sign', {
      body: { htsId: info.htsId, txId: signed.txId, signatureOriginal: signed.txId, electronicSignatureData: signed.signature },
    });
    if (check?.verifiedYn !== 'Y') throw new KakaoPayLoginError('refused', SIGN_CHECK_FAILED);
    updateUser({ id: session.userId, userType: session.userType, individualCorpCode: session.individualCorpCode, ...userFromMemberInfo(info), ci: member.ci });
  } catch (error) {
    if (opened) await endOpenedSession(client);
    throw refusedBy(error);
  }
  await persistence.set(STORAGE_KEYS.ci, member.ci);
  await rememberLoginMember(persistence, { memberId: sessionStore.userId, name: userStore.name || member.name });
  commonStore.appState = 'login';
  // Spec §3's flag: this session is a Kakao Pay one, the only kind the foreground re-check renews.
  commonStore.isKakaoIng = true;
}

/** The logout of a sign-in that failed after the server opened its session. */
async function endOpenedSession(client: SignInServices['client']): Promise<void> {
  try {
    await client.POST('/main/v1/auth/logout');
  } catch (error) {
    // The token is dropped below either way; the server's session then expires on its own.
    console.warn('[jogak] ending the refused pay-provider session', error);
  }
  resetSession();
}
