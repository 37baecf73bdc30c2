import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_NAME, NATIVE_BACK_PAGES, ROUTES, type RouteId } from './route-table';
import { documentTitle, documentTitleFor, routeDefinition, routeHref, routePath, type RouteTarget } from './route-target';

describe('ROUTES', () => {
  it('스펙 2절의 경로를 모두 담는다', () => {
    expect((Object.keys(ROUTES) as RouteId[]).map(routePath)).toEqual([
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
      (['/_main/home', '/_main/subscription', '/_main/assets', '/_main/market', '/_main/my'] as const).map((id) => [
        routePath(id),
        ROUTES[id].tab,
        ROUTES[id].auth,
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
    const flagged = (Object.keys(ROUTES) as RouteId[]).filter((id) => ROUTES[id].nativeBack);
    expect(flagged).toEqual([
      '/',
      '/auth/access-permission',
      '/auth/sign-up',
      '/auth/sign-up/individual/terms',
      '/auth/sign-up/corporate/terms',
      '/kyc',
      '/_main/market/$id',
      '/_main/home',
      '/subscription/$id/apply',
      '/subscription/$id/subs-end',
      '/investor-status-change/invest-question',
    ]);
    expect(NATIVE_BACK_PAGES).toHaveLength(12);
  });

  it.each([
    ['/_main/alert', true],
    ['/kyc', true],
    ['/_main/support/qna', true],
    ['/_main/vote/$id', false],
    ['/_main/support/notice', false],
    ['/_main/subscription/$id', false],
    ['/_main/policy/$agreementKey', false],
    ['/_main/policy/$agreementKey/my-agreement', true],
  ] as const)('%s 의 인증 필요 여부는 %s', (id, auth) => {
    expect(ROUTES[id].auth).toBe(auth);
  });

  it('헤더 제목이 없는 화면은 로고를 보여준다(null)', () => {
    expect(ROUTES['/_main/home'].title).toBeNull();
    expect(ROUTES['/_main/alert'].title).toBe('알림');
  });
});

describe('routePath', () => {
  it.each([
    ['/', '/'],
    ['/auth/login', '/auth/login'],
    ['/_main/home', '/home'],
    ['/_main/subscription/$id/disclosure/$disclosureId', '/subscription/$id/disclosure/$disclosureId'],
    ['/subscription/$id/apply', '/subscription/$id/apply'],
  ] as const)('%s → %s', (id, path) => {
    expect(routePath(id)).toBe(path);
  });
});

describe('routeDefinition', () => {
  it('라우터의 경로 id로 화면 정보를 찾는다', () => {
    expect(routeDefinition('/_main/assets')).toEqual({ title: '자산', pageName: '자산', auth: true, tab: 'assets', nativeBack: false });
  });

  it('인덱스 경로 id의 끝 / 는 무시한다', () => {
    expect(routeDefinition('/_main/subscription/')?.title).toBe('청약');
    expect(routeDefinition('/')?.nativeBack).toBe(true);
  });

  it.each(['/_main/$', '/_main', '__root__', '/nowhere', 'constructor'])('%s 는 표에 없다', (id) => {
    expect(routeDefinition(id)).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it('문서 제목은 화면 이름 | 조각, 첫 화면과 홈은 조각', () => {
    expect(documentTitle('/_main/assets')).toBe('자산 | 조각');
    expect(documentTitle('/_main/support/faq/')).toBe('자주 묻는 질문 | 조각');
    expect(documentTitle('/_main/home')).toBe('조각');
    expect(documentTitle('/')).toBe('조각');
  });

  it('헤더 제목이 없는 화면도 제 이름이 있다', () => {
    expect(documentTitle('/auth/first-time-sign-up')).toBe('시작하기 | 조각');
    expect(documentTitle('/offline')).toBe('네트워크 연결 확인 | 조각');
    expect(documentTitle('/error')).toBe(documentTitleFor(ERROR_PAGE_NAME));
    expect(documentTitle('/access-restricted')).toBe('접근 제한 | 조각');
  });

  it('첫 화면과 홈 말고는 모든 경로의 문서 제목이 앱 이름만이 아니다', () => {
    const unnamed = Object.entries(ROUTES)
      .filter(([, route]) => route.pageName === null)
      .map(([id]) => id);
    expect(unnamed).toEqual(['/', '/_main/home']);
  });

  it.each(['/_main/$', '__root__'])('%s 는 표에 없어 제목을 정하지 않는다 (화면이 스스로 정한다)', (id) => {
    expect(documentTitle(id)).toBeUndefined();
  });
});

describe('routeHref', () => {
  it.each([
    [{ route: '/_main/home' }, '/home'],
    [{ route: '/_main/subscription/$id', params: { id: '108' } }, '/subscription/108'],
    [
      { route: '/_main/subscription/$id/disclosure/$disclosureId', params: { id: '7', disclosureId: 'a b' } },
      '/subscription/7/disclosure/a%20b',
    ],
    [{ route: '/auth/login', search: { tabs: 'corporate', redirect: undefined } }, '/auth/login?tabs=corporate'],
  ] as const satisfies ReadonlyArray<readonly [RouteTarget, string]>)('%j → %s', (target, href) => {
    expect(routeHref(target)).toBe(href);
  });
});
