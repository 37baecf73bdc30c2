import { describe, expect, it } from 'vitest';
import { NATIVE_BACK_PAGES, ROUTES, type RouteName } from './route-table';

describe('ROUTES', () => {
  it('스펙 2절의 경로를 모두 담는다', () => {
    expect(Object.values(ROUTES).map((route) => route.path)).toEqual([
      '/',
      '/auth/access-permission',
      '/auth/first-time-sign-up',
      '/auth/login',
      '/auth/sign-up',
      '/auth/sign-up/individual/terms',
      '/auth/sign-up/corporate/terms',
      '/auth/sign-up/corporate/info',
      '/auth/forgot-pin',
      '/auth/corp-account-link',
      '/init/kmc',
      '/init/kmc/result',
      '/kyc',
      '/market',
      '/market/$id',
      '/alert',
      '/invest-qual-change/fail',
      '/invest-qual-change/success',
      '/home',
      '/subscription',
      '/subscription/$id',
      '/subscription/$id/prospectus',
      '/subscription/$id/prospectus/$manageCode',
      '/subscription/$id/apply',
      '/subscription/$id/apply/certificate',
      '/subscription/$id/subs-end',
      '/subscription/$id/disclosure/$disclosureId',
      '/subscription/cancel/certificate',
      '/assets',
      '/assets/dividend-history/$stockCd',
      '/my',
      '/my/info',
      '/my/info/edit/email',
      '/vote',
      '/vote/$id',
      '/investment-analysis/invest-tendency',
      '/investment-analysis/personal-analysis',
      '/investment-analysis/personal-question',
      '/investment-analysis/danger-notice',
      '/investment-analysis/invest-result',
      '/investor-status-change/write-confirm',
      '/investor-status-change/invest-div',
      '/investor-status-change/invest-question',
      '/investor-status-change/invest-report',
      '/investor-status-change/invest-change',
      '/investor-status-change/income-cond',
      '/investor-status-change/invest-doc',
      '/support/notice',
      '/support/notice/$id',
      '/support/qna',
      '/support/qna/create',
      '/support/qna/$id',
      '/support/qna/$id/update',
      '/support/faq',
      '/support/faq/$id',
      '/support/certificate',
      '/community/service-introduction',
      '/community/event',
      '/community/event/$id',
      '/community/story',
      '/community/story/$id',
      '/community/press',
      '/community/guide',
      '/policy/terms',
      '/policy/license',
      '/policy/privacy-info',
      '/policy/$agreementKey',
      '/policy/$agreementKey/my-agreement',
      '/offline',
      '/error',
      '/access-restricted',
    ]);
  });

  it('다섯 탭의 루트 경로와 로그인 필요 여부가 스펙 표와 같다', () => {
    expect(
      (['home', 'subscription', 'assets', 'market', 'my'] as const).map((name) => [
        ROUTES[name].path,
        ROUTES[name].tab,
        ROUTES[name].auth,
      ]),
    ).toEqual([
      ['/home', 'home', false],
      ['/subscription', 'subscription', false],
      ['/assets', 'assets', true],
      ['/market', 'market', false],
      ['/my', 'my', false],
    ]);
  });

  it('네이티브 뒤로가기를 직접 처리하는 화면은 스펙 9절 목록을 따른다', () => {
    const flagged = (Object.keys(ROUTES) as RouteName[]).filter((name) => ROUTES[name].nativeBack);
    expect(flagged).toEqual([
      'index',
      'accessPermission',
      'signUp',
      'signUpIndividualTerms',
      'signUpCorporateTerms',
      'kyc',
      'marketDetail',
      'home',
      'subscriptionApply',
      'subscriptionEnd',
      'investQuestion',
    ]);
    expect(NATIVE_BACK_PAGES).toHaveLength(12);
  });

  it.each([
    ['alert', true],
    ['kyc', true],
    ['qna', true],
    ['voteDetail', true],
    ['notice', false],
    ['subscriptionDetail', false],
    ['policyAgreement', false],
    ['policyMyAgreement', true],
  ] as const)('%s 의 인증 필요 여부는 %s', (name, auth) => {
    expect(ROUTES[name].auth).toBe(auth);
  });

  it('헤더 제목이 없는 화면은 로고를 보여준다(null)', () => {
    expect(ROUTES.home.title).toBeNull();
    expect(ROUTES.alert.title).toBe('알림');
  });
});
