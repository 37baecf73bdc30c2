import { describe, expect, it } from 'vitest';
import {
  decideAfterMemberInfo,
  decideStartUp,
  pathAfterLogin,
  routeByUserType,
  type StoredStartUpState,
} from './start-up';

const SET_200 = { type: 'set-user-type', userType: '200' } as const;
const home = { type: 'navigate', target: { route: '/_main/home' } } as const;
/** 102: the partner web view opens over a page of the app, never over the start-up page. */
const createAccountOverHome = { type: 'open-partner-web-view', purpose: 'CREATE_ACCOUNT', page: { route: '/_main/home' } } as const;
const corpAccountLinkOverItsPage = {
  type: 'open-partner-web-view',
  purpose: 'CORP_ACCOUNT_LINK',
  page: { route: '/auth/corp-account-link' },
} as const;

describe('routeByUserType', () => {
  it.each([
    ['101', 'INDIVIDUAL', [], { type: 'navigate', target: { route: '/kyc' } }],
    ['101', 'GENERAL_CORPORATION', [], home],
    ['101', 'CORPORATE', [], home],
    ['102', 'INDIVIDUAL', [SET_200], createAccountOverHome],
    ['102', 'GENERAL_CORPORATION', [SET_200], corpAccountLinkOverItsPage],
    ['102', 'CORPORATE', [SET_200], corpAccountLinkOverItsPage],
    ['103', 'INDIVIDUAL', [SET_200], home],
    ['103', 'CORPORATE', [SET_200], home],
    ['200', 'INDIVIDUAL', [], home],
    ['200', 'CORPORATE', [], home],
    ['000', 'INDIVIDUAL', [], home],
    ['000', 'CORPORATE', [], home],
    ['123', 'INDIVIDUAL', [{ type: 'clear-phone-change-status' }, SET_200], home],
    ['123', 'CORPORATE', [{ type: 'clear-phone-change-status' }, SET_200], home],
    ['900', 'INDIVIDUAL', [], { type: 'navigate', target: { route: '/auth/login' } }],
    ['900', 'CORPORATE', [], { type: 'navigate', target: { route: '/auth/login' } }],
    ['100', 'INDIVIDUAL', [], { type: 'navigate', target: { route: '/auth/first-time-sign-up' } }],
    ['100', 'CORPORATE', [], { type: 'navigate', target: { route: '/auth/first-time-sign-up' } }],
    ['', null, [], { type: 'navigate', target: { route: '/auth/first-time-sign-up' } }],
    ['999', null, [], { type: 'navigate', target: { route: '/auth/first-time-sign-up' } }],
  ])('유형 %s, %s → %j 후 %j', (userType, code, effects, next) => {
    expect(routeByUserType(userType, code)).toEqual({ effects, next });
  });

  it('구분 코드가 없으면 개인으로 본다(101 → kyc)', () => {
    expect(routeByUserType('101', null)).toEqual({ effects: [], next: { type: 'navigate', target: { route: '/kyc' } } });
  });
});

const base: StoredStartUpState = {
  appState: 'home',
  userType: '100',
  individualCorpCode: 'INDIVIDUAL',
  hasCorpInfo: false,
  ci: null,
  userId: null,
  ciMemberId: null,
};

describe('decideStartUp', () => {
  it.each<[string, Partial<StoredStartUpState>, unknown]>([
    ['저장된 앱 상태가 없으면 접근 권한 안내', { appState: null }, { type: 'navigate', target: { route: '/auth/access-permission' } }],
    ['앱 상태가 빈 값이면 접근 권한 안내', { appState: '' }, { type: 'navigate', target: { route: '/auth/access-permission' } }],
    [
      '앱 상태가 access-permission 이면 그 화면',
      { appState: 'access-permission', userType: '200', ci: 'CI' },
      { type: 'navigate', target: { route: '/auth/access-permission' } },
    ],
    ['유형 900 이면 첫 가입 화면', { userType: '900' }, { type: 'navigate', target: { route: '/auth/first-time-sign-up' } }],
    [
      '유형 900 은 CI 가 있어도 첫 가입 화면',
      { userType: '900', ci: 'CI' },
      { type: 'navigate', target: { route: '/auth/first-time-sign-up' } },
    ],
    [
      '법인 정보만 있고 CI 가 없으면 로그인 법인 탭',
      { hasCorpInfo: true, individualCorpCode: 'GENERAL_CORPORATION' },
      { type: 'navigate', target: { route: '/auth/login', search: { tabs: 'corporate' } } },
    ],
    ['CI 가 있으면 CI 와 PIN 으로 로그인', { ci: 'CI-1' }, { type: 'sign-in-with-ci', ci: 'CI-1' }],
    ['법인 정보와 CI 가 모두 있으면 CI 로그인', { ci: 'CI-2', hasCorpInfo: true }, { type: 'sign-in-with-ci', ci: 'CI-2' }],
    ['로그아웃 뒤(login 상태)라도 CI 가 있으면 CI 로그인', { appState: 'login', ci: 'CI-3' }, {
      type: 'sign-in-with-ci',
      ci: 'CI-3',
    }],
    ['저장된 것이 없으면 유형 100 → 첫 가입 화면', {}, { type: 'navigate', target: { route: '/auth/first-time-sign-up' } }],
    ['CI 없이 저장된 유형 200 → 홈', { userType: '200' }, home],
  ])('%s', (_title, stored, next) => {
    expect(decideStartUp({ ...base, ...stored }).next).toEqual(next);
  });

  describe('저장된 세션은 그 회원대로: CI 는 그 CI 의 회원(로그인 회원 기록)의 세션에만 쓴다', () => {
    /** 김민준's CI and login member, kept for his PIN login. */
    const individualsCi = { ci: 'demo-ci-demo-general', ciMemberId: 'demo-general' };

    it('개인의 CI 가 남은 기기의 법인 세션(인증서 로그인)은 CI 로그인 없이 로그인 법인 탭, CI 는 지우지 않는다', () => {
      expect(
        decideStartUp({
          ...base,
          ...individualsCi,
          appState: 'login',
          userType: '200',
          individualCorpCode: 'GENERAL_CORPORATION',
          userId: 'demo-corp',
          hasCorpInfo: true,
        }),
      ).toEqual({ effects: [], next: { type: 'navigate', target: { route: '/auth/login', search: { tabs: 'corporate' } } } });
    });

    it('로그인 회원 기록이 없던 기기라도 법인 세션에는 남은 CI 를 쓰지 않는다', () => {
      expect(
        decideStartUp({ ...base, ci: 'demo-ci-demo-general', userType: '200', individualCorpCode: 'CORPORATE', userId: 'demo-corp-pro', hasCorpInfo: true }).next,
      ).toEqual({ type: 'navigate', target: { route: '/auth/login', search: { tabs: 'corporate' } } });
    });

    it('법인 정보도 없는 다른 회원의 세션은 CI 없는 세션처럼 저장된 유형대로', () => {
      expect(decideStartUp({ ...base, ...individualsCi, userType: '200', individualCorpCode: 'INDIVIDUAL', userId: 'demo-kakao' })).toEqual({
        effects: [],
        next: home,
      });
    });

    it('법인이 로그아웃한 뒤 PIN 으로 로그인한 개인은 법인 정보가 남아 있어도 자기 CI 로 로그인', () => {
      expect(
        decideStartUp({ ...base, ...individualsCi, appState: 'login', userType: '200', userId: 'demo-general', hasCorpInfo: true }).next,
      ).toEqual({ type: 'sign-in-with-ci', ci: 'demo-ci-demo-general' });
    });

    it('자기 CI 로 로그인한 법인(CI 의 회원이 곧 저장된 회원)은 그 CI 로 로그인', () => {
      expect(
        decideStartUp({
          ...base,
          ci: 'demo-ci-demo-corp',
          ciMemberId: 'demo-corp',
          userType: '200',
          individualCorpCode: 'GENERAL_CORPORATION',
          userId: 'demo-corp',
          hasCorpInfo: true,
        }).next,
      ).toEqual({ type: 'sign-in-with-ci', ci: 'demo-ci-demo-corp' });
    });
  });

  it('CI 없이 저장된 유형 102 는 유형별 라우팅의 효과까지 따른다', () => {
    expect(decideStartUp({ ...base, userType: '102' })).toEqual({
      effects: [SET_200],
      next: createAccountOverHome,
    });
  });
});

describe('decideAfterMemberInfo', () => {
  it('회원정보가 없으면 CI 를 지우고 첫 가입 화면', () => {
    expect(decideAfterMemberInfo(null, false)).toEqual({
      effects: [{ type: 'remove-ci' }],
      next: { type: 'navigate', target: { route: '/auth/first-time-sign-up' } },
    });
  });

  it.each([true, 'Y'] as const)('kycReExecute 가 %s 이면 kyc', (kycReExecute) => {
    expect(
      decideAfterMemberInfo({ userType: '200', individualCorpCode: 'INDIVIDUAL', kycReExecute }, true),
    ).toEqual({ effects: [], next: { type: 'navigate', target: { route: '/kyc' } } });
  });

  it.each([false, 'N', null, undefined] as const)('kycReExecute 가 %s 이면 유형대로', (kycReExecute) => {
    expect(
      decideAfterMemberInfo({ userType: '200', individualCorpCode: 'INDIVIDUAL', kycReExecute }, false),
    ).toEqual({ effects: [], next: home });
  });

  it.each(['100', '101', '102', '103', '200', '000', '900'])(
    '휴대폰 변경 상태가 저장돼 있으면 유형 %s 라도 123 을 거쳐 홈',
    (userType) => {
      expect(decideAfterMemberInfo({ userType, individualCorpCode: 'INDIVIDUAL' }, true)).toEqual({
        effects: [
          { type: 'set-user-type', userType: '123' },
          { type: 'clear-phone-change-status' },
          SET_200,
        ],
        next: home,
      });
    },
  );

  it.each([
    ['101', 'INDIVIDUAL', [], { type: 'navigate', target: { route: '/kyc' } }],
    ['101', 'CORPORATE', [], home],
    ['102', 'INDIVIDUAL', [SET_200], createAccountOverHome],
    ['102', 'GENERAL_CORPORATION', [SET_200], corpAccountLinkOverItsPage],
    ['103', 'INDIVIDUAL', [SET_200], home],
    ['200', 'INDIVIDUAL', [], home],
    ['000', 'CORPORATE', [], home],
    ['123', 'INDIVIDUAL', [{ type: 'clear-phone-change-status' }, SET_200], home],
    ['900', 'INDIVIDUAL', [], { type: 'navigate', target: { route: '/auth/login' } }],
    ['100', 'INDIVIDUAL', [], { type: 'navigate', target: { route: '/auth/first-time-sign-up' } }],
    ['X', 'INDIVIDUAL', [], { type: 'navigate', target: { route: '/auth/first-time-sign-up' } }],
  ])('회원정보 유형 %s, %s → %j 후 %j', (userType, individualCorpCode, effects, next) => {
    expect(decideAfterMemberInfo({ userType, individualCorpCode }, false)).toEqual({ effects, next });
  });
});

describe('pathAfterLogin', () => {
  it.each([
    ['/subscription/3', '/subscription/3'],
    ['/subscription/3?tab=info#top', '/subscription/3?tab=info#top'],
    ['/assets', '/assets'],
    [null, '/home'],
    [undefined, '/home'],
    ['', '/home'],
    ['/', '/home'],
    ['/auth/login?tabs=corporate', '/home'],
    ['/init/kmc/result', '/home'],
    ['https://evil.example', '/home'],
    ['//evil.example/path', '/home'],
    ['/\\evil.example', '/home'],
    ['home', '/home'],
  ])('%s → %s', (from, expected) => {
    expect(pathAfterLogin(from)).toBe(expected);
  });
});
