import { contractMedia } from '@jogak/app-core';
import type { NativeBridge } from '@jogak/native-bridge';

/** Who signs: the member's CI and media, and the session token the shell passes on. */
export interface KakaoPaySigner {
  readonly ci: string;
  readonly media: string;
  readonly token: string;
}

/** What the shell signed: the transaction it obtained itself and its signature, verified together. */
export interface KakaoPaySignature {
  readonly txId: string;
  readonly signature: string;
}

/**
 * The shell's pay-provider (Kakao Pay) signature for the member (spec §7's native sign command):
 * the shell asks the server for the transaction (`kakaopay-get-tx-id-for-withdraw`) and signs it,
 * so its `txId` is the one to verify; `null` without a CI (nothing to sign with). Rejects with the
 * bridge's error, which each use reads in its own way (a ballot, a withdrawal).
 *
 * @example
 * const signed = await kakaoPaySign(bridge, { ci: userStore.ci, media: userStore.media, token: sessionStore.token });
 * // { txId: 'ktx-9c1e…', signature: 'MEUCIQ…' }
 */
export async function kakaoPaySign(bridge: Pick<NativeBridge, 'request'>, member: KakaoPaySigner): Promise<KakaoPaySignature | null> {
  if (!member.ci) return null;
  const { txId, signature } = await bridge.request('kakaoPay.sign', {
    ci: member.ci,
    media: contractMedia(member.media),
    ...(member.token ? { accessToken: member.token } : {}),
  });
  return { txId, signature };
}
