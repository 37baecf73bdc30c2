/** The five bottom-navigation tabs (spec §2). */
export type TabKey = 'home' | 'subscription' | 'assets' | 'market' | 'my';

/** One row of the route table. `path` uses TanStack Router's `$param` syntax. */
export interface RouteDefinition<P extends string = string> {
  readonly path: P;
  /** Header title; `null` shows the logo (spec §2: "the route title, otherwise a logo"). */
  readonly title: string | null;
  /** Needs a session token; without one the app sends the user to `/` (spec §2, §6). */
  readonly auth: boolean;
  /** The bottom-navigation tab the route belongs to, if any. */
  readonly tab: TabKey | null;
  /** The page handles the native back button itself (spec §9's list). */
  readonly nativeBack: boolean;
}

function route<const P extends string>(
  path: P,
  title: string | null,
  options: { auth?: boolean; tab?: TabKey; nativeBack?: boolean } = {},
): RouteDefinition<P> {
  return {
    path,
    title,
    auth: options.auth ?? false,
    tab: options.tab ?? null,
    nativeBack: options.nativeBack ?? false,
  };
}

/**
 * Every route of spec §2 (the catch-all not-found route has no path of its own).
 *
 * @example
 * ROUTES.subscriptionDetail.path // '/subscription/$id'
 * ROUTES.assets.auth // true
 */
export const ROUTES = {
  index: route('/', null, { nativeBack: true }),

  accessPermission: route('/auth/access-permission', '앱 접근 권한 안내', { nativeBack: true }),
  firstTimeSignUp: route('/auth/first-time-sign-up', null),
  login: route('/auth/login', '로그인'),
  signUp: route('/auth/sign-up', '회원가입', { nativeBack: true }),
  signUpIndividualTerms: route('/auth/sign-up/individual/terms', '약관 동의', { nativeBack: true }),
  signUpCorporateTerms: route('/auth/sign-up/corporate/terms', '약관 동의', { nativeBack: true }),
  signUpCorporateInfo: route('/auth/sign-up/corporate/info', '법인 정보 입력'),
  forgotPin: route('/auth/forgot-pin', '비밀번호 재설정'),
  corpAccountLink: route('/auth/corp-account-link', '법인 계좌 연결'),

  kmc: route('/init/kmc', '본인인증'),
  kmcResult: route('/init/kmc/result', '본인인증'),
  kyc: route('/kyc', '고객확인', { auth: true, nativeBack: true }),

  market: route('/market', '시세', { tab: 'market' }),
  marketDetail: route('/market/$id', '종목 시세', { tab: 'market', nativeBack: true }),

  alert: route('/alert', '알림', { auth: true }),

  investQualChangeFail: route('/invest-qual-change/fail', '투자자 자격 변경', { auth: true }),
  investQualChangeSuccess: route('/invest-qual-change/success', '투자자 자격 변경', { auth: true }),

  home: route('/home', null, { tab: 'home', nativeBack: true }),

  subscription: route('/subscription', '청약', { tab: 'subscription' }),
  subscriptionDetail: route('/subscription/$id', '청약 상세', { tab: 'subscription' }),
  subscriptionProspectus: route('/subscription/$id/prospectus', '투자설명서', { tab: 'subscription' }),
  subscriptionProspectusDocument: route('/subscription/$id/prospectus/$manageCode', '투자설명서', {
    tab: 'subscription',
  }),
  subscriptionApply: route('/subscription/$id/apply', '청약하기', {
    auth: true,
    tab: 'subscription',
    nativeBack: true,
  }),
  subscriptionApplyCertificate: route('/subscription/$id/apply/certificate', '청약 인증', {
    auth: true,
    tab: 'subscription',
  }),
  subscriptionEnd: route('/subscription/$id/subs-end', '청약 완료', {
    auth: true,
    tab: 'subscription',
    nativeBack: true,
  }),
  subscriptionDisclosure: route('/subscription/$id/disclosure/$disclosureId', '공시', {
    tab: 'subscription',
  }),
  subscriptionCancelCertificate: route('/subscription/cancel/certificate', '청약 취소 인증', {
    auth: true,
    tab: 'subscription',
  }),

  assets: route('/assets', '자산', { auth: true, tab: 'assets' }),
  dividendHistory: route('/assets/dividend-history/$stockCd', '배당 내역', { auth: true, tab: 'assets' }),

  my: route('/my', 'MY', { tab: 'my' }),
  myInfo: route('/my/info', '회원정보', { auth: true, tab: 'my' }),
  myInfoEditEmail: route('/my/info/edit/email', '이메일 변경', { auth: true, tab: 'my' }),

  vote: route('/vote', '투표', { auth: true }),
  voteDetail: route('/vote/$id', '투표', { auth: true }),

  investTendency: route('/investment-analysis/invest-tendency', '투자성향 분석', { auth: true }),
  personalAnalysis: route('/investment-analysis/personal-analysis', '투자성향 분석', { auth: true }),
  personalQuestion: route('/investment-analysis/personal-question', '투자성향 분석', { auth: true }),
  dangerNotice: route('/investment-analysis/danger-notice', '투자 위험 고지', { auth: true }),
  investResult: route('/investment-analysis/invest-result', '투자성향 분석 결과', { auth: true }),

  writeConfirm: route('/investor-status-change/write-confirm', '투자자 정보 확인', { auth: true }),
  investDiv: route('/investor-status-change/invest-div', '투자자 구분', { auth: true }),
  investQuestion: route('/investor-status-change/invest-question', '투자자 정보 확인', {
    auth: true,
    nativeBack: true,
  }),
  investReport: route('/investor-status-change/invest-report', '투자자 정보 확인서', { auth: true }),
  investChange: route('/investor-status-change/invest-change', '투자자 자격 변경', { auth: true }),
  incomeCond: route('/investor-status-change/income-cond', '소득 요건 확인', { auth: true }),
  investDoc: route('/investor-status-change/invest-doc', '증빙 서류 제출', { auth: true }),

  notice: route('/support/notice', '공지사항'),
  noticeDetail: route('/support/notice/$id', '공지사항'),
  qna: route('/support/qna', '1:1 문의', { auth: true }),
  qnaCreate: route('/support/qna/create', '문의하기', { auth: true }),
  qnaDetail: route('/support/qna/$id', '1:1 문의', { auth: true }),
  qnaUpdate: route('/support/qna/$id/update', '문의 수정', { auth: true }),
  faq: route('/support/faq', '자주 묻는 질문'),
  faqDetail: route('/support/faq/$id', '자주 묻는 질문'),
  supportCertificate: route('/support/certificate', '인증서 관리', { auth: true }),

  serviceIntroduction: route('/community/service-introduction', '서비스 소개'),
  event: route('/community/event', '이벤트'),
  eventDetail: route('/community/event/$id', '이벤트'),
  story: route('/community/story', '스토리'),
  storyDetail: route('/community/story/$id', '스토리'),
  press: route('/community/press', '보도자료'),
  guide: route('/community/guide', '이용 가이드'),

  policyTerms: route('/policy/terms', '이용약관'),
  policyLicense: route('/policy/license', '오픈소스 라이선스'),
  policyPrivacyInfo: route('/policy/privacy-info', '개인정보 처리방침'),
  policyAgreement: route('/policy/$agreementKey', '약관'),
  policyMyAgreement: route('/policy/$agreementKey/my-agreement', '나의 약관 동의', { auth: true }),

  offline: route('/offline', null),
  error: route('/error', null),
  accessRestricted: route('/access-restricted', null),
} as const satisfies Record<string, RouteDefinition>;

/** A key of {@link ROUTES}. */
export type RouteName = keyof typeof ROUTES;

/** Title of the catch-all not-found screen. */
export const NOT_FOUND_TITLE = '페이지를 찾을 수 없어요';

/**
 * Spec §9's list of pages that handle the native back button, verbatim. The routes flagged
 * `nativeBack` are those entries read against §2: `start` → `/`, `sign-up-process` → `/auth/sign-up`,
 * `terms` → both sign-up terms pages, `market/` → `/market/$id`, `steps` → `/kyc` (the stepped
 * flow), `subscription-start`/`subs-start` → `/subscription/$id/apply`. `account-link-guide` is a
 * step inside the account flow with no route of its own.
 */
export const NATIVE_BACK_PAGES = [
  'access-permission',
  'account-link-guide',
  'invest-question',
  'home',
  'sign-up-process',
  'subs-end',
  'start',
  'terms',
  'market/',
  'steps',
  'subscription-start',
  'subs-start',
] as const;
