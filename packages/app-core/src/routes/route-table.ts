/** The five bottom-navigation tabs (spec §2). */
export type TabKey = 'home' | 'subscription' | 'assets' | 'market' | 'my';

/** What the app must know of one route besides its path: the router owns the path. */
export interface RouteDefinition {
  /** Header title; `null` shows the logo (spec §2: "the route title, otherwise a logo"). */
  readonly title: string | null;
  /**
   * What the page is called in the document's title (WCAG 2.4.2, `documentTitle`): the header
   * title, or a name of its own where the header shows the logo or there is no header; `null` for
   * the app's front pages (the start, /home), which are called by the app's name alone.
   */
  readonly pageName: string | null;
  /** Needs a session token; without one the app sends the user to `/` (spec §2, §6). */
  readonly auth: boolean;
  /** The bottom-navigation tab the route belongs to, if any. */
  readonly tab: TabKey | null;
  /** The page handles the native back button itself (spec §9's list). */
  readonly nativeBack: boolean;
}

/** What the error screen (the /error route, a screen that failed) is called in the document's title. */
export const ERROR_PAGE_NAME = '오류';

/** The app's name: the document's title on its front pages, and after every other page's name. */
export const APP_NAME = '조각';

function route(
  title: string | null,
  options: { auth?: boolean; tab?: TabKey; nativeBack?: boolean; pageName?: string } = {},
): RouteDefinition {
  return {
    title,
    pageName: options.pageName ?? title,
    auth: options.auth ?? false,
    tab: options.tab ?? null,
    nativeBack: options.nativeBack ?? false,
  };
}

/**
 * Every route of spec §2, keyed by the router's route id (TanStack Router's file-based ids: the
 * pathless `/_main` layout adds the header and the bottom navigation; the catch-all not-found
 * route has no entry). An index route's id ends in `/` in the router (`/_main/subscription/`);
 * the table names it without, and {@link routeDefinition} reads both.
 *
 * @example
 * ROUTES['/_main/assets'].auth // true
 * ROUTES['/_main/home'].tab // 'home'
 */
export const ROUTES = {
  '/': route(null, { nativeBack: true }),

  '/auth/access-permission': route('앱 접근 권한 안내', { nativeBack: true }),
  '/auth/first-time-sign-up': route(null, { pageName: '시작하기' }),
  '/auth/login': route('로그인'),
  '/auth/sign-up': route('회원가입', { nativeBack: true }),
  '/auth/sign-up/individual/terms': route('약관 동의', { nativeBack: true }),
  '/auth/sign-up/corporate/terms': route('약관 동의', { nativeBack: true }),
  '/auth/sign-up/corporate/info': route('법인 정보 입력'),
  '/auth/forgot-pin': route('PIN 재설정'),
  '/auth/corp-account-link': route('법인 계좌 연동'),

  '/init/kmc': route('본인인증'),
  '/init/kmc/result': route('본인인증'),
  '/kyc': route('고객확인', { auth: true, nativeBack: true }),

  '/_main/market': route('시세', { tab: 'market' }),
  '/_main/market/$id': route('종목 시세', { tab: 'market', nativeBack: true }),

  '/_main/alert': route('알림', { auth: true }),

  '/invest-qual-change/fail': route('투자자 자격 변경', { auth: true }),
  '/invest-qual-change/success': route('투자자 자격 변경', { auth: true }),

  '/_main/home': route(null, { tab: 'home', nativeBack: true }),

  '/_main/subscription': route('청약', { tab: 'subscription' }),
  '/_main/subscription/$id': route('청약 상세', { tab: 'subscription' }),
  '/_main/subscription/$id/prospectus': route('투자설명서', { tab: 'subscription' }),
  '/_main/subscription/$id/prospectus/$manageCode': route('투자설명서', {
    tab: 'subscription',
  }),
  '/subscription/$id/apply': route('청약하기', {
    auth: true,
    tab: 'subscription',
    nativeBack: true,
  }),
  '/subscription/$id/apply/certificate': route('청약 인증', {
    auth: true,
    tab: 'subscription',
  }),
  '/subscription/$id/subs-end': route('청약 완료', {
    auth: true,
    tab: 'subscription',
    nativeBack: true,
  }),
  '/_main/subscription/$id/disclosure/$disclosureId': route('공시', {
    tab: 'subscription',
  }),
  '/subscription/cancel/certificate': route('청약 취소 인증', {
    auth: true,
    tab: 'subscription',
  }),

  '/_main/assets': route('자산', { auth: true, tab: 'assets' }),
  '/_main/assets/dividend-history/$stockCd': route('배당 내역', { auth: true, tab: 'assets' }),

  '/_main/my': route('MY', { tab: 'my' }),
  '/_main/my/info': route('회원정보', { auth: true, tab: 'my' }),
  '/_main/my/info/edit/email': route('이메일 변경', { auth: true, tab: 'my' }),

  // Voting needs login and a linked account, asked by the screens' own dialogs (spec §6), so a
  // guest who opens a vote is told why instead of being sent to /.
  '/_main/vote': route('투표'),
  '/_main/vote/$id': route('투표'),

  '/investment-analysis/invest-tendency': route('투자성향 분석', { auth: true }),
  '/investment-analysis/personal-analysis': route('투자성향 분석', { auth: true }),
  '/investment-analysis/personal-question': route('투자성향 분석', { auth: true }),
  '/investment-analysis/danger-notice': route('투자 위험 고지', { auth: true }),
  '/investment-analysis/invest-result': route('투자성향 분석 결과', { auth: true }),

  '/investor-status-change/write-confirm': route('투자자 정보 확인', { auth: true }),
  '/investor-status-change/invest-div': route('투자자 구분', { auth: true }),
  '/investor-status-change/invest-question': route('투자자 정보 확인', {
    auth: true,
    nativeBack: true,
  }),
  '/investor-status-change/invest-report': route('투자자 정보 확인서', { auth: true }),
  '/investor-status-change/invest-change': route('투자자 자격 변경', { auth: true }),
  '/investor-status-change/income-cond': route('소득 요건 확인', { auth: true }),
  '/investor-status-change/invest-doc': route('증빙 서류 제출', { auth: true }),

  '/_main/support/notice': route('공지사항'),
  '/_main/support/notice/$id': route('공지사항'),
  '/_main/support/qna': route('1:1 문의', { auth: true }),
  '/_main/support/qna/create': route('문의하기', { auth: true }),
  '/_main/support/qna/$id': route('1:1 문의', { auth: true }),
  '/_main/support/qna/$id/update': route('문의 수정', { auth: true }),
  '/_main/support/faq': route('자주 묻는 질문'),
  '/_main/support/faq/$id': route('자주 묻는 질문'),
  '/_main/support/certificate': route('인증서 관리', { auth: true }),

  '/_main/community/service-introduction': route('서비스 소개'),
  '/_main/community/event': route('이벤트'),
  '/_main/community/event/$id': route('이벤트'),
  '/_main/community/story': route('스토리'),
  '/_main/community/story/$id': route('스토리'),
  '/_main/community/press': route('보도자료'),
  '/_main/community/guide': route('이용 가이드'),

  '/_main/policy/terms': route('이용약관'),
  '/_main/policy/license': route('오픈소스 라이선스'),
  '/_main/policy/privacy-info': route('개인정보 처리방침'),
  '/_main/policy/$agreementKey': route('약관'),
  '/_main/policy/$agreementKey/my-agreement': route('나의 약관 동의', { auth: true }),

  '/offline': route(null, { pageName: '네트워크 연결 확인' }),
  '/error': route(null, { pageName: ERROR_PAGE_NAME }),
  '/access-restricted': route(null, { pageName: '접근 제한' }),
} as const satisfies Record<string, RouteDefinition>;

/** A route id of {@link ROUTES}, as the router names it. */
export type RouteId = keyof typeof ROUTES;

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
