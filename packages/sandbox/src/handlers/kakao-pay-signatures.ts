import { badRequest, type SandboxRuleError } from '../model/errors';
import type { SandboxState } from '../model/state';
import { DEV_KAKAO_PAY_KEY } from '../model/seed/dev-certificates';
import type { Member } from '../model/types';
import { ecdsaSignatureMatches } from './ecdsa-signature';
import { randomId, storeOf } from './secrets';

/** How long a pay-provider transaction may be signed and sent back. */
export const KAKAO_TX_TTL_MS = 3 * 60_000;

/**
 * A pay-provider transaction issued by `kakaopay-get-tx-id` (login) or by
 * `kakaopay-get-tx-id-for-withdraw` (`sign`: the shell's one `kakaoPay.sign` command asks for it
 * for a withdrawal and a ballot alike).
 */
interface KakaoTx {
  memberId: string;
  purpose: 'login' | 'sign';
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

/** The pay-provider key per member: registered by the member's verified logins. */
function registeredKakaoKeys(state: SandboxState): Map<string, string> {
  return storeOf<string>(state, 'kakao-public-keys');
}

/**
 * The key the member's pay-provider signatures must verify with: the device key of their last
 * verified pay-provider login, else the seeded development key every member the pay provider knows
 * holds (all but type 102, whom `kakaopay-get-tx-id` sends to register). None for a type-102
 * member who never logged in with the pay provider.
 */
function registeredKakaoKey(state: SandboxState, member: Member): string | undefined {
  return registeredKakaoKeys(state).get(member.id) ?? (member.userType === '102' ? undefined : DEV_KAKAO_PAY_KEY.publicKey);
}

/** The proofs `kakaopay-verify-signature-for-withdraw` gave, by value: whose, and whether a withdrawal spent it. */
function withdrawProofs(state: SandboxState): Map<string, { memberId: string; used: boolean }> {
  return storeOf<{ memberId: string; used: boolean }>(state, 'kakao-withdraw-proofs');
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
 * Checks a pay-provider signature of a withdrawal (`kakaopay-verify-signature-for-withdraw`):
 * `txId` must be a signing transaction issued to the member (`kakaopay-get-tx-id-for-withdraw`),
 * unused and younger than three minutes, and `signature` (base64 IEEE P1363 ECDSA P-256 / SHA-256
 * over the UTF-8 bytes of `txId`) must verify with the member's registered pay-provider key. The
 * transaction is spent by the first attempt, right or wrong. On success it answers the proof the
 * withdrawal carries (`signatureValue`, taken once by `takeWithdrawProof`); otherwise `null`.
 *
 * @example
 * await verifyKakaoWithdrawSignature(state, member, { txId, signature }); // 'sig-4be0…'
 */
export async function verifyKakaoWithdrawSignature(state: SandboxState, member: Member, request: { txId: string; signature: string }): Promise<string | null> {
  const tx = transactions(state).get(request.txId);
  if (!tx || tx.purpose !== 'sign' || tx.memberId !== member.id || tx.used) return null;
  tx.used = true;
  if (state.clock.now().toMillis() - tx.issuedAt > KAKAO_TX_TTL_MS) return null;
  const key = registeredKakaoKey(state, member);
  if (!key || !(await ecdsaSignatureMatches(key, request.txId, request.signature))) return null;
  const proof = randomId('sig');
  withdrawProofs(state).set(proof, { memberId: member.id, used: false });
  return proof;
}

/**
 * Takes the proof a withdrawal carries (`signatureValue`): true when
 * `kakaopay-verify-signature-for-withdraw` gave it to this member and no withdrawal has taken it.
 *
 * @example
 * takeWithdrawProof(state, 'demo-general', proof); // true, then false
 */
export function takeWithdrawProof(state: SandboxState, memberId: string, proof: string): boolean {
  const entry = withdrawProofs(state).get(proof);
  if (!entry || entry.used || entry.memberId !== memberId) return false;
  entry.used = true;
  return true;
}

/**
 * Checks a ballot's signature (`signatureValue` of the vote submission): the shell's
 * `kakaoPay.sign` signed a transaction of `kakaopay-get-tx-id-for-withdraw`, and the vote request
 * carries no `txId`, so the signature must verify, under the member's registered pay-provider key,
 * over one of the member's unused signing transactions younger than three minutes; that one is
 * spent. False when none matches (a forgery, a replay, another member's or a late signature).
 *
 * @example
 * await takeKakaoBallotSignature(state, member, signatureValue); // true, then false
 */
export async function takeKakaoBallotSignature(state: SandboxState, member: Member, signature: string): Promise<boolean> {
  const key = registeredKakaoKey(state, member);
  if (!key) return false;
  const now = state.clock.now().toMillis();
  for (const [txId, tx] of transactions(state)) {
    if (tx.purpose !== 'sign' || tx.memberId !== member.id || tx.used || now - tx.issuedAt > KAKAO_TX_TTL_MS) continue;
    if (!(await ecdsaSignatureMatches(key, txId, signature))) continue;
    // Another request may have spent it while the signature was being checked.
    if (tx.used) return false;
    tx.used = true;
    return true;
  }
  return false;
}

/**
 * Signs as a member's pay-provider app holding the development key (`DEV_KAKAO_PAY_KEY`): issues
 * a signing transaction, as `kakaopay-get-tx-id-for-withdraw` does, and signs it. For tests and
 * stories that need a signature the sandbox accepts without a native bridge.
 *
 * @example
 * const { txId, signature } = await signAsDevKakaoPay(sandbox.state, 'demo-general');
 */
export async function signAsDevKakaoPay(state: SandboxState, memberId: string): Promise<{ txId: string; signature: string }> {
  const txId = issueKakaoTx(state, { memberId, purpose: 'sign' });
  const key = await globalThis.crypto.subtle.importKey(
    'pkcs8',
    Uint8Array.from(atob(DEV_KAKAO_PAY_KEY.privateKey), (char) => char.charCodeAt(0)),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  const signed = await globalThis.crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new TextEncoder().encode(txId));
  return { txId, signature: btoa(String.fromCharCode(...new Uint8Array(signed))) };
}
