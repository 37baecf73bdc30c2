import { contractMedia } from '@jogak/app-core';
import { isNativeBridgeError, type NativeBridge } from '@jogak/native-bridge';

/**
 * Signs a ballot with the member's pay-provider (Kakao Pay) certificate through the shell
 * (spec §7's native sign command). `null` means the member has no certificate to sign with: no
 * CI, or a shell that cannot or will not sign (`unavailable`, `rejected`), which the vote screen
 * answers with ENTER_VOTE_WITHOUT_CERT. Closing the signing app (`cancelled`) rejects, so the
 * screen sends nothing and keeps the choices.
 *
 * @example
 * const signatureValue = await signBallot(bridge, { ci: userStore.ci, media: userStore.media, token: sessionStore.token });
 */
export async function signBallot(bridge: Pick<NativeBridge, 'request'>, member: { ci: string; media: string; token: string }): Promise<string | null> {
  if (!member.ci) return null;
  try {
    const { signature } = await bridge.request('kakaoPay.sign', {
      ci: member.ci,
      media: contractMedia(member.media),
      ...(member.token ? { accessToken: member.token } : {}),
    });
    return signature;
  } catch (error) {
    if (isNativeBridgeError(error, 'unavailable') || isNativeBridgeError(error, 'rejected')) return null;
    throw error;
  }
}
