import type { KakaoPayLogin } from '@jogak/features-auth';
import { isNativeBridgeError, type NativeBridge } from '@jogak/native-bridge';

/**
 * The shell's `kakaoPay.login` as features-auth's `KakaoPayLogin`: null when the person cancelled
 * in the pay provider's app, an Error with the shell's Korean message otherwise.
 *
 * @example
 * <LoginScreen kakaoPayLogin={kakaoPayLoginWithBridge(bridge)} … />
 */
export function kakaoPayLoginWithBridge(bridge: Pick<NativeBridge, 'request'>): KakaoPayLogin {
  return async (request) => {
    try {
      return await bridge.request('kakaoPay.login', request);
    } catch (error) {
      if (isNativeBridgeError(error) && error.kind === 'cancelled') return null;
      throw new Error(error instanceof Error && error.message ? error.message : '카카오페이 인증서로 서명하지 못했어요. 다시 시도해주세요.');
    }
  };
}
