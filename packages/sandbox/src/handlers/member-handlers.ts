import type { HttpHandler } from 'msw';
import { AGE_GROUPS, INVESTOR_CLASSES, isEmailShape, isInvestorInformationExpired, isSignUpAge, internationalAge, type InvestorClass } from '@jogak/domain-rules';
import { compactDate, isoSeoul } from '../model/clock';
import { badRequest, notFound, SandboxRuleError } from '../model/errors';
import type { SandboxState } from '../model/state';
import type { Member } from '../model/types';
import { ACK, oneOf, optionalText, query, readBody, route, text, yn } from './http-kit';
import { newPinHash, pinFailures, provePin, storeOf } from './secrets';
import { finishedVerifications } from '../verifier/verifier-handlers';
import { authSession, memberInfo, memberMoreInfo, type Schemas } from './views';
import { closeConditions } from './close-conditions';
import { checkKycIdentity, checkKycSubmission } from './kyc-submission';

const MEDIA = ['ANDROID', 'IOS', 'WEB'] as const;
/** A wrong current PIN on the PIN change and on closing; the count of tries left is the sign-in's to say. */
const WRONG_PIN = 'PIN 번호가 일치하지 않아요.';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How many investor-information submissions a member may make a day (the spec leaves the number open). */
export const DAILY_INVESTOR_INFORM_CHANGES = 3;
/**
 * How many investor-qualification changes (an application or a switch back to general) a member
 * may make a day; a second one the same day is refused with INVEST_INFORM_TIMES.
 */
export const DAILY_INVESTOR_QUALIFICATION_CHANGES = 1;

/** Corporations that opened an account at a branch and may apply for membership (CORP_SIGN_UP_*). */
const BRANCH_CORPORATIONS: Readonly<Record<string, string>> = {
  '2148812345': '(주)성수리빙',
  '1058798765': '광안마린개발(주)',
  '3148812344': '(주)한강로지스',
};

/** A corporation whose application waits for approval from the start (CORP_SIGN_UP_WAITING). */
const WAITING_CORPORATIONS: Readonly<Record<string, string>> = {
  '2208705236': '(주)대청에너지',
};

interface IdentityResult {
  ci: string;
  name: string;
  birth: string;
  phoneNo: string;
  gender: 'M' | 'F';
  nation: 'LOCAL' | 'FOREIGN';
}

/**
 * Forgot-PIN: a verification finished on the verifier (its request key, within its time, spent
 * here) proves the CI; the member with that CI gets the new PIN (entered twice) and is unlocked.
 */
async function resetPin(state: SandboxState, body: Record<string, unknown>) {
  const key = text(body, 'verificationKey', { nonEmpty: true });
  const ci = text(body, 'ci', { nonEmpty: true });
  text(body, 'newHashPIN', { nonEmpty: true });
  const finished = finishedVerifications(state).get(key);
  if (!finished || finished.ci !== ci || state.clock.now().toMillis() >= finished.expiresAtMs) {
    throw badRequest('NOT_MOBILE_AUTH_COMPLETE', '본인인증이 끝나지 않았거나 시간이 지났어요. 본인인증을 다시 해주세요.');
  }
  const member = [...state.data.members.values()].find((item) => item.ci === ci && item.userType !== '100');
  if (!member) throw badRequest('NEED_SIGN_UP', '가입된 회원 정보가 없어요. 회원가입 후 이용해주세요.');
  // Last: opening the sealed PINs spends their keypad tokens, so every other refusal comes first.
  const pinHash = await newPinHash(state, text(body, 'newHashPIN'), optionalText(body, 'newHashPINConfirm'));
  finishedVerifications(state).delete(key);
  member.pinHash = pinHash;
  pinFailures(state).delete(member.id);
  return { ...ACK, memberId: member.id, name: member.corpName || member.name };
}

function identityOf(body: Record<string, unknown>): IdentityResult {
  return {
    ci: text(body, 'ci', { nonEmpty: true }),
    name: text(body, 'name', { nonEmpty: true }),
    birth: text(body, 'birth', { pattern: DATE }),
    phoneNo: text(body, 'phoneNo', { pattern: /^\d{10,11}$/ }),
    gender: oneOf(body, 'gender', ['M', 'F'] as const),
    nation: oneOf(body, 'nation', ['LOCAL', 'FOREIGN'] as const),
  };
}

function assertNotBlocked(member: Member): void {
  if (member.blockCode) throw new SandboxRuleError(403, member.blockCode, '처리할 수 없는 회원 상태예요. 고객센터로 문의해주세요.');
}

interface HistoryItem {
  investPersonInformChgNo: string;
  investorClass: InvestorClass;
  investInformChgMatterCod: string;
  status: 'IN_PROGRESS' | 'APPROVED' | 'REJECTED';
  requestedAt: string;
  processedAt: string | null;
}

const TENDENCY_LABELS: Record<Schemas['TendencyAnswerField'], [string, string[]]> = {
  ageGroupCod: ['연령대를 선택해주세요.', [...AGE_GROUPS]],
  investProposeCod: ['투자 목적은 무엇인가요?', ['원금 보전', '이자·배당 수익', '시세 차익', '높은 수익 추구']],
  financePduUnderstandLevelCod: ['금융상품에 대한 이해도는 어느 정도인가요?', ['거의 없음', '예적금 수준', '주식·펀드 이해', '파생상품까지 이해']],
  investPossibleTermCod: ['투자 가능 기간은 얼마인가요?', ['1년 미만', '1년 이상 3년 미만', '3년 이상 5년 미만', '5년 이상']],
  endureRiskLevelCod: ['감내할 수 있는 손실 수준은?', ['원금 손실 불가', '10% 이내', '20% 이내', '손실 감수 가능']],
  indivisualPropertySituationCod: ['총 자산 중 금융자산 비중은?', ['10% 미만', '10% 이상 30% 미만', '30% 이상 50% 미만', '50% 이상']],
  corporatePropertySituationCod: ['법인 총자산 규모는?', ['10억원 미만', '10억원 이상 100억원 미만', '100억원 이상 500억원 미만', '500억원 이상']],
  incomeStatusCod: ['현재 수입원은 어떻게 되나요?', ['수입 없음', '연금 등 고정 수입', '근로·사업 소득', '금융 소득']],
  investExperienceTermCd: ['투자 경험 기간은?', ['없음', '1년 미만', '1년 이상 3년 미만', '3년 이상']],
  corporateRiskToleranceCod: ['법인의 위험 감내 수준은?', ['매우 낮음', '낮음', '보통', '높음']],
};

const INDIVIDUAL_FIELDS: Schemas['TendencyAnswerField'][] = ['ageGroupCod', 'investProposeCod', 'financePduUnderstandLevelCod', 'investPossibleTermCod', 'endureRiskLevelCod', 'indivisualPropertySituationCod', 'incomeStatusCod', 'investExperienceTermCd'];
const CORPORATE_FIELDS: Schemas['TendencyAnswerField'][] = ['investProposeCod', 'financePduUnderstandLevelCod', 'investPossibleTermCod', 'endureRiskLevelCod', 'corporatePropertySituationCod', 'investExperienceTermCd', 'corporateRiskToleranceCod'];

/**
 * Tendency grade 1 (안정형) … 5 (공격투자형) from the mean answer, each answer placed from 0 (its
 * first option) to 1 (its last), so the five-option age question weighs as much as the others.
 */
function gradeOf(positions: number[]): string {
  const mean = positions.reduce((sum, position) => sum + position, 0) / Math.max(1, positions.length);
  return String(Math.min(5, Math.max(1, Math.round(mean * 4) + 1)));
}

/**
 * Member information, sign-up, PIN/phone/e-mail/corporate changes, investor information and
 * tendency, KYC, and membership closing.
 */
export function memberHandlers(state: SandboxState): HttpHandler[] {
  const corpApplications = () => {
    const store = storeOf<string>(state, 'corp-applications');
    for (const [businessNo, corpName] of Object.entries(WAITING_CORPORATIONS)) if (!store.has(businessNo)) store.set(businessNo, corpName);
    return store;
  };
  const investorHistory = (member: Member): HistoryItem[] => {
    const store = storeOf<HistoryItem[]>(state, 'investor-history');
    let list = store.get(member.id);
    if (!list) {
      list = [];
      if (member.investTendencyEvaluatedAt) {
        list.push({ investPersonInformChgNo: `IC${member.investPersonInformChgAt}01`, investorClass: member.investorClass, investInformChgMatterCod: 'ETC', status: 'APPROVED', requestedAt: member.investTendencyEvaluatedAt, processedAt: member.investTendencyEvaluatedAt });
      }
      if (member.pendingInvestorClass) {
        const at = isoSeoul(state.clock.now().minus({ days: 2 }));
        list.unshift({ investPersonInformChgNo: `IC${compactDate(state.clock.now())}02`, investorClass: member.pendingInvestorClass, investInformChgMatterCod: 'ETC', status: 'IN_PROGRESS', requestedAt: at, processedAt: null });
      }
      store.set(member.id, list);
    }
    return list;
  };
  const countTodayChange = (memberId: string) => {
    const store = storeOf<number>(state, 'investor-changes-today');
    const key = `${memberId}:${compactDate(state.clock.now())}`;
    const used = store.get(key) ?? 0;
    if (used >= DAILY_INVESTOR_INFORM_CHANGES) throw badRequest('INVEST_INFORM_TIMES', `투자자 정보는 하루 ${DAILY_INVESTOR_INFORM_CHANGES}번까지 변경할 수 있어요.`);
    store.set(key, used + 1);
  };
  const countTodayQualificationChange = (memberId: string) => {
    const store = storeOf<number>(state, 'investor-qualification-changes-today');
    const key = `${memberId}:${compactDate(state.clock.now())}`;
    const used = store.get(key) ?? 0;
    if (used >= DAILY_INVESTOR_QUALIFICATION_CHANGES) throw badRequest('INVEST_INFORM_TIMES', `투자자 자격은 하루 ${DAILY_INVESTOR_QUALIFICATION_CHANGES}번까지 변경할 수 있어요.`);
    store.set(key, used + 1);
  };

  /** Member id → the e-mail address last found available by the check (spec §5). */
  const checkedEmails = () => storeOf<string>(state, 'checked-emails');

  return [
    route(state, 'get', '/main/v1/member/info', 'member', ({ url, memberId }) => {
      const ci = url.searchParams.get('ci');
      const member = state.member(memberId);
      if (ci && ci !== member.ci) throw notFound('회원 정보를 찾을 수 없어요.');
      return memberInfo(state, member);
    }),

    route(state, 'post', '/main/v1/member/info/corp', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const businessNo = text(body, 'corpBusinessPersonNo', { pattern: /^\d{10}$/ });
      oneOf(body, 'media', MEDIA);
      const member = state.member(memberId);
      if (member.corpBusinessPersonNo !== businessNo) throw badRequest('CORP_SIGN_UP_NEEDED', '법인 회원가입 후 이용해주세요.');
      return memberInfo(state, member);
    }),

    route(state, 'post', '/main/v1/member/cert/check', 'public', async ({ request }) => {
      const identity = identityOf(await readBody(request));
      const compact = identity.birth.replaceAll('-', '');
      const existing = [...state.data.members.values()].find((member) => member.ci === identity.ci);
      return {
        memberYn: existing && existing.userType !== '100' ? 'Y' : 'N',
        registrableYn: isSignUpAge(compact, state.clock.now().toMillis()) ? 'Y' : 'N',
        age: internationalAge(compact, state.clock.now().toMillis()) ?? 0,
      };
    }),

    route(state, 'get', '/main/v1/member/more-info', 'member', ({ memberId }) => memberMoreInfo(state.member(memberId))),

    route(state, 'post', '/main/v1/member/cert/result-join', 'public', async ({ request }) => {
      const body = await readBody(request);
      const identity = identityOf(body);
      const hashPIN = text(body, 'hashPIN', { nonEmpty: true });
      const confirmation = optionalText(body, 'hashPINConfirm');
      oneOf(body, 'media', MEDIA);
      const agreementKeys = body.agreementKeys;
      if (!Array.isArray(agreementKeys) || !agreementKeys.every((key) => typeof key === 'string')) throw badRequest('BAD_REQUEST', '요청 값(agreementKeys)을 확인해주세요.');
      const required = state.data.policies.filter((policy) => policy.required).map((policy) => policy.agreementKey);
      if (!required.every((key) => agreementKeys.includes(key))) throw badRequest('POLICY_AGREEMENT_REQUIRED', '필수 약관에 모두 동의해주세요.');
      const advertise = yn(body, 'advertiseInformSendAgreeYn');
      const compact = identity.birth.replaceAll('-', '');
      if (!isSignUpAge(compact, state.clock.now().toMillis())) throw badRequest('CAN_NOT_REGISTER', '만 19세 이상만 가입할 수 있어요.');
      const existing = [...state.data.members.values()].find((member) => member.ci === identity.ci);
      if (existing && existing.userType !== '100') throw badRequest('ALREADY_MEMBER', '이미 가입된 회원이에요.');
      // Last: opening the sealed PINs spends their keypad tokens, so every other refusal comes first.
      const pinHash = await newPinHash(state, hashPIN, confirmation);
      const template = state.member('demo-account-open');
      const id = existing?.id ?? `member-${state.data.members.size + 1}`;
      const member: Member = {
        ...template,
        ...(existing ?? {}),
        id,
        htsId: existing?.htsId ?? `HTS${String(state.data.members.size + 1).padStart(5, '0')}`,
        name: identity.name,
        userType: '101',
        birth: compact,
        gender: identity.gender,
        nation: identity.nation === 'LOCAL' ? 'KR' : 'XX',
        phoneNo: identity.phoneNo,
        email: '',
        ci: identity.ci,
        investPersonUniqueNo: `IP${20_250_000 + state.data.members.size}`,
        accountNo: '',
        allianceAccountNoRegisterYn: 'N',
        investorClass: INVESTOR_CLASSES.GENERAL_INVESTOR,
        investTendencyEvaluatedAt: '',
        customerTendencyEvalCod: '-',
        investPersonInformChgAt: '',
        investPersonInformChgMaturityAt: '',
        advertiseInformSendAgreeYn: advertise,
        pinHash,
        blockCode: null,
        pendingInvestorClass: null,
        marketMaker: false,
        demoNote: '가입한 회원',
      };
      state.data.members.set(id, member);
      const agreedAt = isoSeoul(state.clock.now());
      state.data.agreements.set(id, new Map(agreementKeys.map((key) => [key as string, { agreedAt, version: state.data.policies.find((policy) => policy.agreementKey === key)?.version ?? '1.0' }])));
      return authSession(member, state.login(id).token);
    }),

    route(state, 'post', '/main/v1/member/join/corp', 'public', async ({ request }) => {
      const body = await readBody(request);
      const businessNo = text(body, 'corpBusinessPersonNo', { pattern: /^\d{10}$/ });
      text(body, 'corpName', { nonEmpty: true });
      text(body, 'corpAdminName', { nonEmpty: true });
      text(body, 'corpPhone', { pattern: /^\d{9,11}$/ });
      text(body, 'email', { check: isEmailShape });
      const member = [...state.data.members.values()].find((item) => item.corpBusinessPersonNo === businessNo);
      if (member) throw badRequest('CORP_SIGN_UP_EXIST', '이미 가입된 법인이에요.');
      if (corpApplications().has(businessNo)) throw badRequest('CORP_SIGN_UP_WAITING', '가입 승인을 기다리고 있는 법인이에요.');
      const corpName = BRANCH_CORPORATIONS[businessNo];
      if (!corpName) throw badRequest('CORP_SIGN_UP_NEEDED', '영업점에서 법인 계좌를 먼저 개설해주세요.');
      corpApplications().set(businessNo, corpName);
      return { corpBusinessPersonNo: businessNo, corpSignUpStatus: 'WAITING', corpName };
    }),

    route(state, 'get', '/main/v1/member/business-no', 'public', ({ url }) => {
      const businessNo = query(url, 'businessNo', /^\d{10}$/);
      const member = [...state.data.members.values()].find((item) => item.corpBusinessPersonNo === businessNo);
      if (member) return { corpBusinessPersonNo: businessNo, corpSignUpStatus: 'MEMBER', corpName: member.corpName };
      const applied = corpApplications().get(businessNo);
      if (applied) return { corpBusinessPersonNo: businessNo, corpSignUpStatus: 'WAITING', corpName: applied };
      return { corpBusinessPersonNo: businessNo, corpSignUpStatus: 'NOT_MEMBER', corpName: BRANCH_CORPORATIONS[businessNo] ?? null };
    }),

    route(state, 'get', '/main/v1/member/corp/history', 'member', ({ url, memberId }) => {
      query(url, 'encryptToken');
      if (url.searchParams.get('individualCorpCode') !== 'GENERAL_CORPORATION') throw badRequest('BAD_REQUEST', '요청 값(individualCorpCode)을 확인해주세요.');
      const member = state.member(memberId);
      if (member.individualCorpCode === 'INDIVIDUAL') throw badRequest('BAD_REQUEST', '법인 회원만 조회할 수 있어요.');
      return { content: investorHistory(member) };
    }),

    route(state, 'get', '/main/v1/member/individual/history', 'member', ({ url, memberId }) => {
      query(url, 'encryptToken');
      const member = state.member(memberId);
      if (member.individualCorpCode !== 'INDIVIDUAL') throw badRequest('BAD_REQUEST', '개인 회원만 조회할 수 있어요.');
      return { content: investorHistory(member) };
    }),

    route(state, 'put', '/main/v1/member/pin', 'anyone', async ({ request, memberId }) => {
      const body = await readBody(request);
      if (body.verificationKey !== undefined) return resetPin(state, body);
      if (!memberId) throw new SandboxRuleError(401, 'UNAUTHORIZED', '로그인 후 이용해주세요');
      const member = state.member(memberId);
      await provePin(state, member, text(body, 'hashPIN', { nonEmpty: true }), () => WRONG_PIN);
      member.pinHash = await newPinHash(state, text(body, 'newHashPIN', { nonEmpty: true }), optionalText(body, 'newHashPINConfirm'));
      return ACK;
    }),

    route(state, 'put', '/main/v1/member/info/phone', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const member = state.member(memberId);
      const phoneNo = text(body, 'phoneNo', { pattern: /^\d{10,11}$/ });
      const key = text(body, 'verificationKey', { nonEmpty: true });
      if (text(body, 'ci', { nonEmpty: true }) !== member.ci) throw badRequest('BAD_REQUEST', '본인 정보가 일치하지 않아요.');
      // The verification proves this member's CI and the new number, once, within its time.
      const finished = finishedVerifications(state).get(key);
      if (!finished || finished.ci !== member.ci || finished.phoneNo !== phoneNo || state.clock.now().toMillis() >= finished.expiresAtMs) {
        throw badRequest('NOT_MOBILE_AUTH_COMPLETE', '본인인증이 끝나지 않았거나 시간이 지났어요. 본인인증을 다시 해주세요.');
      }
      finishedVerifications(state).delete(key);
      if (phoneNo === member.phoneNo) throw badRequest('PHONE_UNCHANGED', '지금 쓰고 있는 휴대폰 번호예요. 바꿀 번호로 본인인증을 해주세요.');
      member.phoneNo = phoneNo;
      return ACK;
    }),

    route(state, 'post', '/main/v1/member/info/result-update', 'member', async ({ request, memberId }) => {
      const identity = identityOf(await readBody(request));
      const member = state.member(memberId);
      if (identity.ci !== member.ci) throw badRequest('BAD_REQUEST', '본인 정보가 일치하지 않아요.');
      Object.assign(member, { name: identity.name, birth: identity.birth.replaceAll('-', ''), phoneNo: identity.phoneNo, gender: identity.gender });
      return memberInfo(state, member);
    }),

    route(state, 'post', '/main/v1/member/info/email/check', 'member', async ({ request, memberId }) => {
      const email = text(await readBody(request), 'email').trim();
      if (!isEmailShape(email)) throw badRequest('BAD_REQUEST', '이메일 주소를 확인해주세요.');
      const member = state.member(memberId);
      const same = (other: string) => other.toLowerCase() === email.toLowerCase();
      const unavailableReason = same(member.email)
        ? 'CURRENT'
        : [...state.data.members.values()].some((other) => other.id !== memberId && same(other.email))
          ? 'IN_USE'
          : null;
      // Spec §5: only the address last found available may be set (POST /main/v1/member/info/email).
      if (unavailableReason === null) checkedEmails().set(memberId, email);
      else checkedEmails().delete(memberId);
      return { email, available: unavailableReason === null, unavailableReason };
    }),

    route(state, 'post', '/main/v1/member/info/email', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const email = text(body, 'email');
      if (!isEmailShape(email)) throw badRequest('BAD_REQUEST', '이메일 주소를 확인해주세요.');
      if (checkedEmails().get(memberId) !== email.trim()) throw badRequest('EMAIL_NOT_CHECKED', '이메일 중복 확인을 먼저 해주세요.');
      checkedEmails().delete(memberId);
      state.member(memberId).email = email.trim();
      return ACK;
    }),

    route(state, 'post', '/main/v1/member/corp/info', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const member = state.member(memberId);
      assertNotBlocked(member);
      if (member.individualCorpCode === 'INDIVIDUAL') throw badRequest('BAD_REQUEST', '법인 회원만 변경할 수 있어요.');
      const email = text(body, 'email');
      if (!isEmailShape(email)) throw badRequest('BAD_REQUEST', '이메일 주소를 확인해주세요.');
      Object.assign(member, {
        corpName: text(body, 'corpName', { nonEmpty: true }),
        corpPhone: text(body, 'corpPhone', { pattern: /^\d{9,11}$/ }),
        corpAdminName: text(body, 'corpAdminName', { nonEmpty: true }),
        email,
      });
      return ACK;
    }),

    route(state, 'post', '/main/v1/member/notification', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const settings = {
        pushReceiveAgreeYn: yn(body, 'pushReceiveAgreeYn'),
        textReceiveAgreeYn: yn(body, 'textReceiveAgreeYn'),
        kakaoReceiveAgreeYn: yn(body, 'kakaoReceiveAgreeYn'),
        emailReceiveAgreeYn: yn(body, 'emailReceiveAgreeYn'),
        advertiseInformSendAgreeYn: yn(body, 'advertiseInformSendAgreeYn'),
      };
      Object.assign(state.member(memberId), settings);
      return settings;
    }),

    route(state, 'put', '/main/v1/member/invest-person/general', 'member', ({ memberId }) => {
      const member = state.member(memberId);
      assertNotBlocked(member);
      if (member.individualCorpCode !== 'INDIVIDUAL') throw badRequest('BAD_REQUEST', '개인 회원만 변경할 수 있어요.');
      if (member.investorClass === 'GENERAL_INVESTOR') throw badRequest('INVEST_ALREADY_GENERAL', '이미 일반투자자예요.');
      // Spec §6: with an application under review, or as a professional, an individual switches through customer service.
      if (member.pendingInvestorClass) throw badRequest('INVEST_CHANGE_ERROR', '심사 중인 투자자 자격 변경 신청이 있어요. 고객센터로 문의해주세요.');
      if (member.investorClass === 'PRO_INVESTOR') throw badRequest('INVEST_CHANGE_ERROR', '전문투자자 전환 해제는 고객센터로 문의해주세요.');
      countTodayQualificationChange(memberId);
      member.investorClass = 'GENERAL_INVESTOR';
      return memberMoreInfo(member);
    }),

    route(state, 'put', '/main/v1/member/invest-person/general/corp', 'member', ({ memberId }) => {
      const member = state.member(memberId);
      assertNotBlocked(member);
      if (member.individualCorpCode === 'INDIVIDUAL') throw badRequest('BAD_REQUEST', '법인 회원만 변경할 수 있어요.');
      if (member.investorClass === 'CORP_GENERAL_INVESTOR') throw badRequest('INVEST_ALREADY_GENERAL', '이미 일반투자자예요.');
      countTodayQualificationChange(memberId);
      member.investorClass = 'CORP_GENERAL_INVESTOR';
      return memberMoreInfo(member);
    }),

    route(state, 'post', '/main/v1/member/invest-person/change', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const target = oneOf(body, 'investorClass', ['INCOME_QUALIFIED_INVESTOR', 'PRO_INVESTOR', 'CORP_INVESTOR'] as const);
      optionalText(body, 'investInformChgMatterCod');
      const files = body.fileList;
      if (!Array.isArray(files) || files.length === 0 || files.length > 10) throw badRequest('BAD_REQUEST', '증빙 서류를 1개 이상 첨부해주세요.');
      if (yn(body, 'personalInfoAgreeYn') !== 'Y') throw badRequest('BAD_REQUEST', '개인정보 수집·이용에 동의해주세요.');
      const member = state.member(memberId);
      assertNotBlocked(member);
      const corporate = member.individualCorpCode !== 'INDIVIDUAL';
      if (corporate !== (target === 'CORP_INVESTOR')) throw badRequest('BAD_REQUEST', '회원 유형에 맞는 투자자 구분을 선택해주세요.');
      if (member.pendingInvestorClass) throw badRequest('INVEST_QUAL_ERROR', '이미 접수된 신청이 있어요.');
      if (member.investorClass === 'PRO_INVESTOR' || member.investorClass === 'CORP_INVESTOR') throw badRequest('INVEST_ALREADY_PRO', '이미 전문투자자예요.');
      if (!member.investTendencyEvaluatedAt || isInvestorInformationExpired(member.investTendencyEvaluatedAt, state.clock.now().toMillis())) {
        throw badRequest('INVEST_INFORM_REG_AGAIN', '투자자 정보 등록 후 24개월이 지났어요. 투자자 정보를 다시 등록해주세요.');
      }
      countTodayQualificationChange(memberId);
      member.pendingInvestorClass = target;
      const item: HistoryItem = { investPersonInformChgNo: `IC${compactDate(state.clock.now())}${String(investorHistory(member).length + 1).padStart(2, '0')}`, investorClass: target, investInformChgMatterCod: 'ETC', status: 'IN_PROGRESS', requestedAt: isoSeoul(state.clock.now()), processedAt: null };
      investorHistory(member).unshift(item);
      return { investPersonInformChgNo: item.investPersonInformChgNo, investorClass: target, status: item.status, requestedAt: item.requestedAt };
    }),

    route(state, 'get', '/main/v1/member/invest-tendency/questionnaire', 'member', ({ url }) => {
      const kind = query(url, 'individualCorpCode');
      if (kind !== 'INDIVIDUAL' && kind !== 'GENERAL_CORPORATION' && kind !== 'CORPORATE') throw badRequest('BAD_REQUEST', '요청 값(individualCorpCode)을 확인해주세요.');
      const fields = kind === 'INDIVIDUAL' ? INDIVIDUAL_FIELDS : CORPORATE_FIELDS;
      return {
        individualCorpCode: kind,
        questions: fields.map((field) => {
          const [title, labels] = TENDENCY_LABELS[field];
          return { field, title, options: labels.map((label, index) => ({ code: String(index + 1).padStart(2, '0'), label })) };
        }),
      };
    }),

    route(state, 'post', '/main/v1/member/invest-tendency', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const member = state.member(memberId);
      assertNotBlocked(member);
      const offer = yn(body, 'investPersonInformOfferYn');
      yn(body, 'investRecommandHopeYn');
      if (yn(body, 'personalInfoAgreeYn') !== 'Y') throw badRequest('BAD_REQUEST', '개인정보 수집·이용에 동의해주세요.');
      const fields = member.individualCorpCode === 'INDIVIDUAL' ? INDIVIDUAL_FIELDS : CORPORATE_FIELDS;
      const positions: number[] = [];
      for (const field of Object.keys(TENDENCY_LABELS) as Schemas['TendencyAnswerField'][]) {
        const value = body[field];
        const asked = fields.includes(field);
        if (offer === 'Y' && asked) {
          // An answer is one of the question's own codes: 01…05 for the age groups, 01…04 otherwise.
          const optionCount = TENDENCY_LABELS[field][1].length;
          const code = typeof value === 'string' && /^\d{2}$/.test(value) ? Number(value) : 0;
          if (code < 1 || code > optionCount) throw badRequest('BAD_REQUEST', '모든 문항에 답해주세요.');
          positions.push((code - 1) / (optionCount - 1));
        } else if (value !== null && (typeof value !== 'string' || !/^\d{2}$/.test(value))) {
          throw badRequest('BAD_REQUEST', `요청 값(${field})을 확인해주세요.`);
        }
      }
      countTodayChange(memberId);
      const now = state.clock.now();
      const evalCod = offer === 'Y' ? gradeOf(positions) : '-';
      Object.assign(member, {
        investTendencyEvaluatedAt: isoSeoul(now),
        customerTendencyEvalCod: evalCod,
        investPersonInformChgAt: compactDate(now),
        investPersonInformChgMaturityAt: compactDate(now.plus({ months: 24 })),
        investPersonInformOfferYn: offer,
        investRecommandHopeYn: body.investRecommandHopeYn,
      });
      return {
        customerTendencyEvalCod: evalCod,
        customerTendencyConvertNo: offer === 'Y' ? `TC${compactDate(now)}${memberId.length}` : null,
        investTendencyDiagnosisYn: offer === 'Y' ? 'Y' : 'N',
        investPersonInformChgAt: isoSeoul(now.startOf('second')),
        investPersonInformChgMaturityAt: isoSeoul(now.plus({ months: 24 }).startOf('second')),
      };
    }),

    route(state, 'post', '/main/v1/member/kyc', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const email = checkKycSubmission(body);
      const member = state.member(memberId);
      // Before the e-mail below: a refused ID card must not spend the member's checked address.
      checkKycIdentity(body, member);
      // The form's e-mail becomes the member's: another address needs spec §5's check first, as
      // POST /main/v1/member/info/email does (the check refuses the address of another member).
      if (email.toLowerCase() !== member.email.toLowerCase()) {
        if (checkedEmails().get(memberId) !== email) throw badRequest('EMAIL_NOT_CHECKED', '이메일 중복 확인을 먼저 해주세요.');
        checkedEmails().delete(memberId);
      }
      member.kycReExecute = false;
      if (member.blockCode === 'A0007') member.blockCode = null;
      // A member who still needs an account (101) moves on to opening it in the partner web view.
      if (member.userType === '101') member.userType = '102';
      member.email = email;
      return { kycStatus: 'COMPLETED', userType: member.userType };
    }),

    route(state, 'get', '/main/v1/member/close/conditions', 'member', ({ memberId }) => closeConditions(state, memberId)),

    route(state, 'delete', '/main/v1/member', 'member', async ({ request, memberId }) => {
      const body = await readBody(request);
      const member = state.member(memberId);
      await provePin(state, member, text(body, 'hashPIN', { nonEmpty: true }), () => WRONG_PIN);
      text(body, 'closeReasonCod', { nonEmpty: true });
      optionalText(body, 'closeReason');
      if (!closeConditions(state, memberId).closable) {
        throw badRequest('CLOSE_MEMBER_UNABLE', '잔고나 예수금, 미체결 주문, 환불·입고를 기다리는 청약, 받지 않은 배당금·청산금이 있어 탈퇴할 수 없어요.');
      }
      state.data.members.delete(memberId);
      state.data.accounts.delete(memberId);
      // Through logout, so each of the member's live connections ends at once (session-ended).
      const tokens = [...state.data.sessions.values()].filter((session) => session.memberId === memberId).map((session) => session.token);
      for (const token of tokens) state.logout(token);
      return ACK;
    }),
  ];
}
