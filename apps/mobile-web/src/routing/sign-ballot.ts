import type { BallotSignature } from '@jogak/features-vote';
import { isNativeBridgeError, type NativeBridge } from '@jogak/native-bridge';
import { kakaoPaySign, type KakaoPaySigner } from './kakao-pay-sign';

/**
 * Signs a ballot with the member's pay-provider (Kakao Pay) certificate. `no-certificate` — the
 * only answer the vote screen meets with ENTER_VOTE_WITHOUT_CERT — when the member has no CI or
 * the shell says no certificate is registered (the bridge's `no-certificate`); `cancelled` when
 * the member closed the signing app. Any other failure (`rejected`, e.g. 네트워크 연결이 원활하지
 * 않습니다., `unavailable`, `timeout`…) rejects with the bridge's Korean message, which the screen
 * shows as a toast.
 *
 * @example
 * const signed = await signBallot(bridge, { ci: userStore.ci, media: userStore.media, token: sessionStore.token });
 * // { status: 'signed', signatureValue: 'MEUCIQ…' }
 */
export async function signBallot(bridge: Pick<NativeBridge, 'request'>, member: KakaoPaySigner): Promise<BallotSignature> {
  try {
    const signed = await kakaoPaySign(bridge, member);
    // The ballot request carries the signature only: the server finds the member's transaction it signs.
    return signed === null ? { status: 'no-certificate' } : { status: 'signed', signatureValue: signed.signature };
  } catch (error) {
    if (isNativeBridgeError(error, 'no-certificate')) return { status: 'no-certificate' };
    if (isNativeBridgeError(error, 'cancelled')) return { status: 'cancelled' };
    throw error;
  }
}
