import type { HttpHandler } from 'msw';
import { isEmailShape } from '@jogak/domain-rules';
import { isoSeoul } from '../model/clock';
import { badRequest, notFound, SandboxRuleError } from '../model/errors';
import type { SandboxState } from '../model/state';
import type { Member } from '../model/types';
import { ACK, oneOf, readBody, route, text } from './http-kit';
import { provePin, randomId, sha256Hex, storeOf } from './secrets';
import { authSession, demoAuthSession } from './views';
import {
  CERT_LOCK_AFTER,
  certificatePasswordFailures,
  grantCertificateLogin,
  issueCertificateVerifyNo,
  takeCertificateLoginGrant,
  verifyCertificateSignature,
} from './certificate-signatures';
import { issueKakaoTx, verifyKakaoAutoSign, verifyKakaoLoginSignature, verifyKakaoWithdrawSignature } from './kakao-pay-signatures';
import { issueAgencyToken } from '../partner/agency-tokens';

const MEDIA = ['ANDROID', 'IOS', 'WEB'] as const;

function loginFailed(message = '로그인 정보가 일치하지 않아요.'): SandboxRuleError {
  return badRequest('LOGIN_FAILED', message);
}

/** A real sign-in moves "needs login" and "signed out" members to logged in. */
function signIn(state: SandboxState, member: Member, extra: { publicKey?: string; doubleConnectKey?: string } = {}) {
  if (member.userType === '103' || member.userType === '900') member.userType = '200';
  return authSession(member, state.login(member.id).token, extra);
}

function memberBy(state: SandboxState, predicate: (member: Member) => boolean): Member | undefined {
  return [...state.data.members.values()].find(predicate);
}

async function ciMatches(member: Member, hashCI: string): Promise<boolean> {
  return hashCI === member.ci || hashCI === (await sha256Hex(member.ci));
}

/**
 * Authentication and session: simple (CI + PIN), demo, Kakao-style pay signatures and
 * certificate sign-in, logout, and the account-agency token.
 */
export function authHandlers(state: SandboxState): HttpHandler[] {
  const certCounts = () => certificatePasswordFailures(state);
  const connectKeys = () => storeOf<string>(state, 'double-connect-keys');

  return [
    route(state, 'post', '/main/v1/auth/simple/login', 'public', async ({ request }) => {
      const body = await readBody(request);
      const member = state.data.members.get(text(body, 'memberId', { nonEmpty: true }));
      const hashCI = text(body, 'hashCI', { nonEmpty: true });
      const hashPIN = text(body, 'hashPIN', { nonEmpty: true });
      oneOf(body, 'media', MEDIA);
      if (!member || !(await ciMatches(member, hashCI))) throw loginFailed();
      await provePin(state, member, hashPIN, (triesLeft) => `PIN 번호가 일치하지 않아요. ${triesLeft}번 더 틀리면 PIN이 잠겨요.`);
      return signIn(state, member);
    }),

    route(state, 'post', '/main/v1/auth/demo/login', 'public', async ({ request }) => {
      const body = await readBody(request);
      const member = state.data.members.get(text(body, 'memberId', { nonEmpty: true }));
      if (!member) throw notFound('데모 회원을 찾을 수 없어요.');
      return demoAuthSession(member, state.login(member.id).token);
    }),

    route(state, 'get', '/main/v1/auth/demo/members', 'public', () => ({
      content: [...state.data.members.values()].map((member) => ({
        memberId: member.id,
        name: member.corpName || member.name,
        userType: member.userType,
        individualCorpCode: member.individualCorpCode,
        investorClass: member.investorClass,
        description: member.demoNote,
      })),
    })),

    route(state, 'post', '/auth/signup', 'public', async ({ request }) => {
      const body = await readBody(request);
      const username = text(body, 'username', { nonEmpty: true });
      const email = text(body, 'email');
      if (!isEmailShape(email)) throw badRequest('BAD_REQUEST', '이메일 주소를 확인해주세요.');
      const password = text(body, 'password');
      if (password.length < 8) throw badRequest('BAD_REQUEST', '비밀번호는 8자 이상이어야 해요.');
      const accounts = storeOf<{ email: string; passwordHash: string }>(state, 'username-accounts');
      if (accounts.has(username)) throw badRequest('ALREADY_MEMBER', '이미 사용 중인 아이디예요.');
      accounts.set(username, { email, passwordHash: await sha256Hex(password) });
      return { userId: `user-${username}` };
    }),

    route(state, 'post', '/main/v1/auth/kakaopay-get-tx-id', 'public', async ({ request }) => {
      const body = await readBody(request);
      const ci = text(body, 'ci', { nonEmpty: true });
      oneOf(body, 'media', MEDIA);
      const publicKey = text(body, 'publicKey', { nonEmpty: true });
      const member = memberBy(state, (item) => item.ci === ci);
      if (!member) throw badRequest('NEED_SIGN_UP', '회원가입 후 이용해주세요.');
      if (member.userType === '102') throw badRequest('NEED_KAKAO_REGISTER', '카카오페이 인증서를 먼저 등록해주세요.');
      return { txId: issueKakaoTx(state, { memberId: member.id, purpose: 'login', publicKey }) };
    }),

    route(state, 'post', '/main/v1/auth/kakaopay-verify-signature', 'public', async ({ request }) => {
      const body = await readBody(request);
      const ci = text(body, 'ci', { nonEmpty: true });
      const txId = text(body, 'txId', { nonEmpty: true });
      const publicKey = text(body, 'publicKey', { nonEmpty: true });
      const signature = text(body, 'signature', { nonEmpty: true });
      oneOf(body, 'media', MEDIA);
      const member = await verifyKakaoLoginSignature(state, { ci, txId, publicKey, signature });
      return signIn(state, member, { publicKey });
    }),

    route(state, 'post', '/main/v1/auth/kakaopay-get-tx-id-for-withdraw', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const ci = text(body, 'ci', { nonEmpty: true });
      oneOf(body, 'media', MEDIA);
      const member = state.member(memberId);
      if (member.blockCode) throw new SandboxRuleError(403, member.blockCode, '거래가 제한된 회원이에요.');
      if (member.ci !== ci) throw badRequest('BAD_REQUEST', '본인 정보가 일치하지 않아요.');
      // As for a login: a member the pay provider has not registered has no key to sign with.
      if (member.userType === '102') throw badRequest('NEED_KAKAO_REGISTER', '카카오페이 인증서를 먼저 등록해주세요.');
      return { txId: issueKakaoTx(state, { memberId, purpose: 'sign' }) };
    }),

    route(state, 'post', '/main/v1/auth/kakaopay-verify-signature-for-withdraw', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const ci = text(body, 'ci', { nonEmpty: true });
      const txId = text(body, 'txId', { nonEmpty: true });
      const signature = text(body, 'signature', { nonEmpty: true });
      oneOf(body, 'media', MEDIA);
      const member = state.member(memberId);
      if (member.blockCode) throw new SandboxRuleError(403, member.blockCode, '거래가 제한된 회원이에요.');
      const proof = member.ci === ci ? await verifyKakaoWithdrawSignature(state, member, { txId, signature }) : null;
      return proof ? { verifiedYn: 'Y', signatureValue: proof } : { verifiedYn: 'N', signatureValue: null };
    }),

    route(state, 'post', '/main/v1/auth/kakaopay-auto-sign', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const verified = await verifyKakaoAutoSign(state, state.member(memberId), {
        htsId: text(body, 'htsId', { nonEmpty: true }),
        txId: text(body, 'txId', { nonEmpty: true }),
        signatureOriginal: text(body, 'signatureOriginal', { nonEmpty: true }),
        electronicSignatureData: text(body, 'electronicSignatureData', { nonEmpty: true }),
      });
      return { verifiedYn: verified ? 'Y' : 'N', signatureValue: verified ? randomId('sig') : null };
    }),

    route(state, 'post', '/main/v1/auth/kakaopay-auto-login', 'member', async ({ request, memberId, token }) => {
      const body = await readBody(request);
      const htsId = text(body, 'htsId', { nonEmpty: true });
      oneOf(body, 'media', MEDIA);
      const member = state.member(memberId);
      if (member.htsId !== htsId) throw new SandboxRuleError(401, 'UNAUTHORIZED', '로그인 후 이용해주세요');
      if (token) state.logout(token);
      return authSession(member, state.login(member.id).token);
    }),

    route(state, 'post', '/main/v1/auth/logout', 'member', ({ token }) => {
      if (token) state.logout(token);
      return ACK;
    }),

    route(state, 'post', '/main/v1/auth/cert-request-verify-no', 'public', async ({ request }) => {
      const body = await readBody(request);
      return { verifyNo: issueCertificateVerifyNo(state, text(body, 'dn', { nonEmpty: true })) };
    }),

    route(state, 'post', '/main/v1/auth/cert-set-pw-verify-cnt', 'public', async ({ request }) => {
      const body = await readBody(request);
      const dn = text(body, 'dn', { nonEmpty: true });
      const normal = oneOf(body, 'normalYn', ['Y', 'N'] as const);
      const previous = certCounts().get(dn) ?? 0;
      // A locked certificate stays locked: a right password no longer resets it.
      const count = previous >= CERT_LOCK_AFTER ? previous : normal === 'Y' ? 0 : previous + 1;
      certCounts().set(dn, count);
      return { pwVerifyCnt: count, lockedYn: count >= CERT_LOCK_AFTER ? 'Y' : 'N' };
    }),

    route(state, 'post', '/main/v1/auth/cert-reques-hys-id', 'public', async ({ request }) => {
      const body = await readBody(request);
      const peopleNo = text(body, 'peopleNo', { nonEmpty: true });
      const member = memberBy(state, (item) => item.corpBusinessPersonNo === peopleNo || item.investPersonUniqueNo === peopleNo);
      if (!member) throw notFound('등록된 회원을 찾을 수 없어요.');
      return { htsId: member.htsId };
    }),

    route(state, 'post', '/main/v1/auth/cert-verify', 'public', async ({ request }) => {
      const body = await readBody(request);
      const businessNo = text(body, 'corpBusinessPersonNo', { pattern: /^\d{10}$/ });
      const dn = text(body, 'dn', { nonEmpty: true });
      const signatureValue = text(body, 'signatureValue', { nonEmpty: true });
      oneOf(body, 'media', MEDIA);
      const member = memberBy(state, (item) => item.corpBusinessPersonNo === businessNo);
      if (!member) throw badRequest('CORP_SIGN_UP_NEEDED', '법인 회원가입 후 이용해주세요.');
      await verifyCertificateSignature(state, member, dn, signatureValue);
      const session = signIn(state, member);
      grantCertificateLogin(state, member.id, session.token);
      return session;
    }),

    route(state, 'post', '/main/v1/auth/cert-request-cert-state', 'public', async ({ request }) => {
      const body = await readBody(request);
      const htsId = text(body, 'htsId', { nonEmpty: true });
      const member = memberBy(state, (item) => item.htsId === htsId);
      return { htsId, certState: member?.dn ? 'REGISTERED' : 'NOT_REGISTERED' };
    }),

    route(state, 'post', '/main/v1/auth/cert-login', 'public', async ({ request }) => {
      const body = await readBody(request);
      const htsId = text(body, 'htsId', { nonEmpty: true });
      oneOf(body, 'media', MEDIA);
      text(body, 'macAddress');
      const member = memberBy(state, (item) => item.htsId === htsId);
      if (!member || !member.dn) throw loginFailed('인증서가 등록되지 않은 아이디예요.');
      // The verify's session gives way to the HTS session.
      state.logout(takeCertificateLoginGrant(state, member.id).token);
      const doubleConnectKey = randomId('dck');
      const session = signIn(state, member, { doubleConnectKey });
      connectKeys().set(session.token, doubleConnectKey);
      return session;
    }),

    route(state, 'post', '/main/v1/auth/cert-logout', 'member', async ({ request, memberId, token }) => {
      const body = await readBody(request);
      const htsId = text(body, 'htsId', { nonEmpty: true });
      const key = text(body, 'doubleConnectKey', { nonEmpty: true });
      oneOf(body, 'media', MEDIA);
      if (state.member(memberId).htsId !== htsId || !token || connectKeys().get(token) !== key) {
        throw badRequest('BAD_REQUEST', '로그아웃 정보가 일치하지 않아요.');
      }
      connectKeys().delete(token);
      state.logout(token);
      return ACK;
    }),

    route(state, 'post', '/main/v1/auth/cert-save-login-history', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const htsId = text(body, 'htsId', { nonEmpty: true });
      const dn = text(body, 'dn', { nonEmpty: true });
      if (state.member(memberId).htsId !== htsId) throw badRequest('BAD_REQUEST', '본인 정보가 일치하지 않아요.');
      const history = storeOf<Array<{ dn: string; at: string }>>(state, 'cert-login-history');
      history.set(memberId, [...(history.get(memberId) ?? []), { dn, at: isoSeoul(state.clock.now()) }]);
      return ACK;
    }),

    route(state, 'post', '/main/v1/auth/cert-save-dn', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const userId = text(body, 'userId', { nonEmpty: true });
      const dn = text(body, 'dn', { nonEmpty: true });
      if (userId !== memberId) throw badRequest('BAD_REQUEST', '본인 정보가 일치하지 않아요.');
      state.member(memberId).dn = dn;
      return ACK;
    }),

    route(state, 'post', '/main/v1/account/agency/auth/token', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const ci = text(body, 'ci', { nonEmpty: true });
      text(body, 'name', { nonEmpty: true });
      text(body, 'birth', { pattern: /^\d{4}-\d{2}-\d{2}$/ });
      text(body, 'phone', { pattern: /^\d{10,11}$/ });
      if (state.member(memberId).ci !== ci) throw badRequest('BAD_REQUEST', '본인 정보가 일치하지 않아요.');
      return issueAgencyToken(state, memberId);
    }),
  ];
}
