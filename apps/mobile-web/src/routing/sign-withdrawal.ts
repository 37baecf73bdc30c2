import { isNativeBridgeError, type NativeBridge } from '@jogak/native-bridge';
import { kakaoPaySign, type KakaoPaySigner } from './kakao-pay-sign';

/**
 * Signs a withdrawal with the member's pay-provider certificate, as features-assets'
 * `WithdrawalSigner.sign` takes it: the signature; `null` when there is nothing to sign with (no
 * CI, no certificate registered, a shell that cannot sign), so the withdrawal goes without one and
 * the server decides. Any other failure rejects (the member closed the signing app, the network
 * failed), so nothing is sent.
 *
 * @example
 * const signature = await signWithdrawal(bridge, { ci: userStore.ci, media: userStore.media, token: sessionStore.token });
 */
export async function signWithdrawal(bridge: Pick<NativeBridge, 'request'>, member: KakaoPaySigner): Promise<string | null> {
  try {
    return await kakaoPaySign(bridge, member);
  } catch (error) {
    if (isNativeBridgeError(error, 'no-certificate') || isNativeBridgeError(error, 'unavailable')) return null;
    throw error;
  }
}
