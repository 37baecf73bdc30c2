import { badRequest, type SandboxRuleError } from '../model/errors';
import { DEV_CERTIFICATES } from '../model/seed/dev-certificates';
import type { SandboxState } from '../model/state';
import type { Member } from '../model/types';
import { ecdsaSignatureMatches } from './ecdsa-signature';
import { randomId, storeOf } from './secrets';

/** How long a verification number may be signed and sent back. */
export const CERT_VERIFY_NO_TTL_MS = 3 * 60_000;
/** How long a verified certificate may open its HTS session (`cert-login`). */
export const CERT_LOGIN_GRANT_TTL_MS = 5 * 60_000;
/** Wrong certificate passwords before the certificate is locked (`cert-set-pw-verify-cnt`). */
export const CERT_LOCK_AFTER = 5;

interface IssuedVerifyNo {
  verifyNo: string;
  issuedAt: number;
  used: boolean;
}

interface RegisteredKey {
  memberId: string;
  publicKey: string;
}

function certificateFailed(message: string): SandboxRuleError {
  return badRequest('LOGIN_FAILED', message);
}

function issuedVerifyNos(state: SandboxState): Map<string, IssuedVerifyNo> {
  return storeOf<IssuedVerifyNo>(state, 'cert-verify-no');
}

/** The wrong-password count per DN. */
export function certificatePasswordFailures(state: SandboxState): Map<string, number> {
  return storeOf<number>(state, 'cert-pw-count');
}

/** The public key registered per DN: the corporate demo members' seeded certificates. */
function registeredKeys(state: SandboxState): Map<string, RegisteredKey> {
  const keys = storeOf<RegisteredKey>(state, 'cert-public-keys');
  if (keys.size === 0) {
    for (const certificate of DEV_CERTIFICATES) keys.set(certificate.dn, { memberId: certificate.memberId, publicKey: certificate.publicKey });
  }
  return keys;
}

/**
 * Issues the single-use verification number a certificate signs (`cert-request-verify-no`). A new
 * number replaces the DN's previous one, so only the latest request can be signed.
 *
 * @example
 * issueCertificateVerifyNo(state, 'cn=(주)한빛자산관리,ou=corporation,o=yessign,c=kr'); // 'cvn-3f9a…'
 */
export function issueCertificateVerifyNo(state: SandboxState, dn: string): string {
  const verifyNo = randomId('cvn', 16);
  issuedVerifyNos(state).set(dn, { verifyNo, issuedAt: state.clock.now().toMillis(), used: false });
  return verifyNo;
}

/**
 * Checks a certificate login's signature (`cert-verify`): the DN must be the member's and
 * registered to the member, the certificate not locked, the DN's latest verification number
 * unused and younger than three minutes, and `signatureValue` (base64 IEEE P1363 ECDSA P-256 /
 * SHA-256 over the number's UTF-8 bytes) must verify with the registered public key. The number
 * is spent by the first attempt, right or wrong, so a signature can never be replayed. Throws
 * LOGIN_FAILED with a Korean message saying which check failed.
 *
 * @example
 * await verifyCertificateSignature(state, member, dn, signatureValue);
 */
export async function verifyCertificateSignature(state: SandboxState, member: Member, dn: string, signatureValue: string): Promise<void> {
  const registered = registeredKeys(state).get(dn);
  if (member.dn !== dn || registered?.memberId !== member.id) {
    throw certificateFailed('이 법인에 등록된 인증서가 아니에요. 법인 명의의 인증서를 선택해주세요.');
  }
  if ((certificatePasswordFailures(state).get(dn) ?? 0) >= CERT_LOCK_AFTER) {
    throw certificateFailed(`인증서 비밀번호를 ${CERT_LOCK_AFTER}번 잘못 입력해 잠겼어요. 고객센터로 문의해주세요.`);
  }
  const issued = issuedVerifyNos(state).get(dn);
  if (!issued) throw certificateFailed('인증서 확인 번호가 없어요. 인증서로 다시 서명해주세요.');
  if (issued.used) throw certificateFailed('이미 사용한 전자서명이에요. 인증서로 다시 서명해주세요.');
  issued.used = true;
  if (state.clock.now().toMillis() - issued.issuedAt > CERT_VERIFY_NO_TTL_MS) {
    throw certificateFailed('전자서명 유효 시간(3분)이 지났어요. 인증서로 다시 서명해주세요.');
  }
  if (!(await ecdsaSignatureMatches(registered.publicKey, issued.verifyNo, signatureValue))) {
    throw certificateFailed('전자서명이 등록된 인증서와 일치하지 않아요. 인증서로 다시 서명해주세요.');
  }
}

interface LoginGrant {
  token: string;
  at: number;
}

function loginGrants(state: SandboxState): Map<string, LoginGrant> {
  return storeOf<LoginGrant>(state, 'cert-login-grants');
}

/**
 * After `cert-verify`: the member may open one HTS session (`cert-login`) within five minutes; the
 * verify's own session is ended when it does.
 */
export function grantCertificateLogin(state: SandboxState, memberId: string, token: string): void {
  loginGrants(state).set(memberId, { token, at: state.clock.now().toMillis() });
}

/**
 * Spends the member's grant from `cert-verify`; throws LOGIN_FAILED when there is none (a
 * certificate login without a verified signature) or it is older than five minutes.
 */
export function takeCertificateLoginGrant(state: SandboxState, memberId: string): LoginGrant {
  const grant = loginGrants(state).get(memberId);
  loginGrants(state).delete(memberId);
  if (!grant || state.clock.now().toMillis() - grant.at > CERT_LOGIN_GRANT_TTL_MS) {
    throw certificateFailed('인증서 전자서명을 먼저 확인해주세요. 인증서로 다시 로그인해주세요.');
  }
  return grant;
}
