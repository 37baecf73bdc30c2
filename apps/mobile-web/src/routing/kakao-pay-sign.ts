import { contractMedia } from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';

/** Who signs: the member's CI and media, and the session token the shell passes on. */
export interface KakaoPaySigner {
  readonly ci: string;
  readonly media: string;
  readonly token: string;
}

/**
 * The shell's pay-provider (Kakao Pay) signature for the member (spec §7's native sign command):
 * the signature, or `null` without a CI (nothing to sign with). Rejects with the bridge's error,
 * which each use reads in its own way (a ballot, a withdrawal).
 *
 * @example
 * const signature = await kakaoPaySign(bridge, { ci: userStore.ci, media: userStore.media, token: sessionStore.token });
 */
export async function kakaoPaySign(bridge: Pick<NativeBridge, 'request'>, member: KakaoPaySigner): Promise<string | null> {
  if (!member.ci) return null;
  const { signature } = await bridge.request('kakaoPay.sign', {
    ci: member.ci,
    media: contractMedia(member.media),
    ...(member.token ? { accessToken: member.token } : {}),
  });
  return signature;
}
