import type { WithdrawalSigning } from '@jogak/features-assets';
import { isNativeBridgeError, type NativeBridge } from '@jogak/native-bridge';
import { kakaoPaySign, type KakaoPaySigner } from './kakao-pay-sign';

/**
 * Signs a withdrawal with the member's pay-provider certificate, as features-assets'
 * `WithdrawalSigner.sign` takes it: the transaction the shell signed and its signature (verified
 * together); `unsigned` when there is nothing to sign with (no CI, no certificate registered, a
 * shell that cannot sign), so the withdrawal goes without one and the server decides; `cancelled`
 * only when the member closed the signing app (the bridge's `cancelled`). Any other failure
 * (`timeout`, `rejected`, `invalid-reply`, `disposed`) rejects with the bridge's Korean message,
 * which the sheet shows, and nothing is sent.
 *
 * @example
 * const signing = await signWithdrawal(bridge, { ci: userStore.ci, media: userStore.media, token: sessionStore.token });
 * // { status: 'signed', txId: 'ktx-9c1e…', signature: 'MEUCIQ…' }
 */
export async function signWithdrawal(bridge: Pick<NativeBridge, 'request'>, member: KakaoPaySigner): Promise<WithdrawalSigning> {
  try {
    const signed = await kakaoPaySign(bridge, member);
    return signed ? { status: 'signed', ...signed } : { status: 'unsigned' };
  } catch (error) {
    if (isNativeBridgeError(error, 'cancelled')) return { status: 'cancelled' };
    if (isNativeBridgeError(error, 'no-certificate') || isNativeBridgeError(error, 'unavailable')) return { status: 'unsigned' };
    throw error;
  }
}
