import { badRequest, type SandboxRuleError } from '../model/errors';
import type { SandboxState } from '../model/state';
import type { Member } from '../model/types';
import { ecdsaSignatureMatches } from './ecdsa-signature';
import { randomId, storeOf } from './secrets';

/** How long a pay-provider transaction may be signed and sent back. */
export const KAKAO_TX_TTL_MS = 3 * 60_000;

/** A pay-provider transaction issued by `kakaopay-get-tx-id` (login) or its withdrawal twin. */
interface KakaoTx {
  memberId: string;
  purpose: 'login' | 'withdraw';
  /** The device key that asked for a login transaction: only it may sign it. */
  publicKey?: string;
  issuedAt: number;
  /** Spent by the first verification, right or wrong. */
  used: boolean;
  /** The login's signature was verified; its auto-sign may follow once. */
  verified: boolean;
  autoSigned: boolean;
}

function transactions(state: SandboxState): Map<string, KakaoTx> {
  return storeOf<KakaoTx>(state, 'kakao-tx');
}

/** The pay-provider key per member: registered by the member's first verified login. */
function registeredKakaoKeys(state: SandboxState): Map<string, string> {
  return storeOf<string>(state, 'kakao-public-keys');
}

function kakaoLoginFailed(message: string): SandboxRuleError {
  return badRequest('LOGIN_FAILED', message);
}

/**
 * Issues a single-use pay-provider transaction to sign. A login transaction is bound to the device
 * key that asked for it (`publicKey`), so a signature from any other key is refused.
 *
 * @example
 * issueKakaoTx(state, { memberId: 'demo-general', purpose: 'login', publicKey }); // 'ktx-9c1e…'
 */
export function issueKakaoTx(state: SandboxState, tx: { memberId: string; purpose: KakaoTx['purpose']; publicKey?: string }): string {
  const txId = randomId('ktx', 16);
  transactions(state).set(txId, { ...tx, issuedAt: state.clock.now().toMillis(), used: false, verified: false, autoSigned: false });
  return txId;
}

/**
 * Checks a pay-provider login (`kakaopay-verify-signature`): the transaction must be a login one of
 * the member with this CI, unused, younger than three minutes and asked for by this `publicKey`,
 * and `signature` (base64 IEEE P1363 ECDSA P-256 / SHA-256 over the UTF-8 bytes of `txId`) must
 * verify with that key. The transaction is spent by the first attempt, right or wrong, so a
 * signature can never be replayed. On success the key becomes the member's registered
 * pay-provider key (what `kakaopay-auto-sign` checks). Throws LOGIN_FAILED with a Korean message
 * saying which check failed.
 *
 * @example
 * const member = await verifyKakaoLoginSignature(state, { ci, txId, publicKey, signature });
 */
export async function verifyKakaoLoginSignature(
  state: SandboxState,
  request: { ci: string; txId: string; publicKey: string; signature: string },
): Promise<Member> {
  const tx = transactions(state).get(request.txId);
  const member = tx ? state.data.members.get(tx.memberId) : undefined;
  if (!tx || tx.purpose !== 'login' || !member || member.ci !== request.ci) {
    throw kakaoLoginFailed('카카오페이 인증서 거래를 찾을 수 없어요. 카카오페이 인증서로 다시 로그인해주세요.');
  }
  if (tx.used) throw kakaoLoginFailed('이미 사용한 전자서명이에요. 카카오페이 인증서로 다시 로그인해주세요.');
  tx.used = true;
  if (state.clock.now().toMillis() - tx.issuedAt > KAKAO_TX_TTL_MS) {
    throw kakaoLoginFailed('전자서명 유효 시간(3분)이 지났어요. 카카오페이 인증서로 다시 로그인해주세요.');
  }
  if (tx.publicKey !== request.publicKey || !(await ecdsaSignatureMatches(request.publicKey, request.txId, request.signature))) {
    throw kakaoLoginFailed('전자서명이 카카오페이 인증서와 일치하지 않아요. 카카오페이 인증서로 다시 로그인해주세요.');
  }
  tx.verified = true;
  registeredKakaoKeys(state).set(member.id, request.publicKey);
  return member;
}

/**
 * Checks the auto-sign that completes a pay-provider login (`kakaopay-auto-sign`): the HTS id must
 * be the member's, `txId` a verified login transaction of the member not auto-signed before,
 * `signatureOriginal` that transaction id, and `electronicSignatureData` its signature under the
 * member's registered pay-provider key. False when any check fails.
 *
 * @example
 * await verifyKakaoAutoSign(state, member, { htsId, txId, signatureOriginal: txId, electronicSignatureData: signature }); // true
 */
export async function verifyKakaoAutoSign(
  state: SandboxState,
  member: Member,
  request: { htsId: string; txId: string; signatureOriginal: string; electronicSignatureData: string },
): Promise<boolean> {
  const tx = transactions(state).get(request.txId);
  const key = registeredKakaoKeys(state).get(member.id);
  if (!tx || !key || member.htsId !== request.htsId || tx.memberId !== member.id || !tx.verified || tx.autoSigned) return false;
  if (request.signatureOriginal !== request.txId) return false;
  tx.autoSigned = true;
  return ecdsaSignatureMatches(key, request.signatureOriginal, request.electronicSignatureData);
}

/**
 * Takes a withdrawal transaction for the member (`kakaopay-verify-signature-for-withdraw`): true
 * when it is an unused withdrawal transaction of theirs, which it spends. The withdrawal request
 * carries no key, and a member may sign a withdrawal without ever having logged in with the pay
 * provider, so the sandbox checks the transaction, not the signature.
 *
 * @example
 * takeKakaoWithdrawTx(state, 'demo-general', txId); // true, then false
 */
export function takeKakaoWithdrawTx(state: SandboxState, memberId: string, txId: string): boolean {
  const tx = transactions(state).get(txId);
  if (!tx || tx.used || tx.purpose !== 'withdraw' || tx.memberId !== memberId) return false;
  tx.used = true;
  return true;
}
