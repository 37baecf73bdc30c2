import { describe, expect, it } from 'vitest';
import { BOTTOM_TABS, bellDecision, headerBackFallback, tabDecision } from './bottom-nav';

describe('BOTTOM_TABS', () => {
  it('스펙 표의 다섯 탭', () => {
    expect(BOTTOM_TABS.map((tab) => [tab.label, tab.route, tab.loginRequired])).toEqual([
      ['홈', '/_main/home', false],
      ['청약', '/_main/subscription', false],
      ['자산', '/_main/assets', true],
      ['시세', '/_main/market', false],
      ['MY', '/_main/my', false],
    ]);
  });
});

describe('tabDecision', () => {
  const signUp = { type: 'blocked', toast: '회원가입 후 이용해주세요', redirect: { route: '/auth/sign-up' } };
  const login = { type: 'blocked', toast: '로그인 후 이용해주세요', redirect: { route: '/auth/login', search: { redirect: '/assets' } } };

  it.each([
    ['assets', '100', signUp],
    ['assets', '900', login],
    ['assets', '101', { type: 'navigate', target: { route: '/_main/assets' } }],
    ['assets', '102', { type: 'navigate', target: { route: '/_main/assets' } }],
    ['assets', '103', { type: 'navigate', target: { route: '/_main/assets' } }],
    ['assets', '200', { type: 'navigate', target: { route: '/_main/assets' } }],
    ['assets', '000', { type: 'navigate', target: { route: '/_main/assets' } }],
    ['assets', '123', { type: 'navigate', target: { route: '/_main/assets' } }],
    ['subscription', '100', { type: 'navigate', target: { route: '/_main/subscription' } }],
    ['subscription', '900', { type: 'navigate', target: { route: '/_main/subscription' } }],
    ['market', '100', { type: 'navigate', target: { route: '/_main/market' } }],
    ['market', '900', { type: 'navigate', target: { route: '/_main/market' } }],
    ['my', '100', { type: 'navigate', target: { route: '/_main/my' } }],
    ['my', '900', { type: 'navigate', target: { route: '/_main/my' } }],
    ['home', '900', { type: 'navigate', target: { route: '/_main/home' } }],
  ] as const)('%s 탭, 유형 %s → %j', (tab, userType, expected) => {
    expect(tabDecision(tab, { currentRouteId: tab === 'market' ? '/_main/my/' : '/_main/market/', userType })).toEqual(expected);
    expect(tabDecision(tab, { currentRouteId: undefined, userType })).toEqual(expected);
  });

  it.each(['home', 'subscription', 'assets', 'market', 'my'] as const)('이미 열린 %s 탭의 화면에서 그 탭을 누르면 그대로', (tab) => {
    expect(tabDecision(tab, { currentRouteId: `/_main/${tab}/`, userType: '200' })).toEqual({ type: 'stay' });
    expect(tabDecision(tab, { currentRouteId: `/_main/${tab}`, userType: '200' })).toEqual({ type: 'stay' });
  });

  it.each([
    ['market', '/_main/market/$id'],
    ['subscription', '/_main/subscription/$id'],
    ['my', '/_main/my/info'],
    ['assets', '/_main/assets/dividend-history/$stockCd'],
  ] as const)('%s 탭의 하위 화면(%s)에서 그 탭을 누르면 탭의 화면으로', (tab, currentRouteId) => {
    expect(tabDecision(tab, { currentRouteId, userType: '200' })).toEqual({ type: 'navigate', target: { route: `/_main/${tab}` } });
  });
});

describe('bellDecision', () => {
  it('토큰이 있으면 알림 화면', () => {
    expect(bellDecision(true)).toEqual({ type: 'navigate', target: { route: '/_main/alert' } });
  });

  it('토큰이 없으면 로그인 안내만 보여준다', () => {
    expect(bellDecision(false)).toEqual({ type: 'blocked', toast: '로그인 후 이용해주세요', redirect: null });
  });
});

describe('headerBackFallback', () => {
  it.each(['/_main/home/', '/_main/subscription/', '/_main/assets/', '/_main/market/', '/_main/my/', '/_main/home'])('탭의 첫 화면(%s)에는 뒤로 가기가 없다', (routeId) => {
    expect(headerBackFallback(routeId)).toBeNull();
  });

  it.each([
    ['/_main/market/$id', '/_main/market'],
    ['/_main/subscription/$id', '/_main/subscription'],
    ['/_main/my/info/', '/_main/my'],
    ['/_main/assets/dividend-history/$stockCd', '/_main/assets'],
    ['/_main/support/notice/$id', '/_main/home'],
    ['/_main/alert', '/_main/home'],
    ['/_main/$', '/_main/home'],
  ])('%s: 돌아갈 앱 안의 화면이 없으면 %s', (routeId, route) => {
    expect(headerBackFallback(routeId)).toEqual({ route });
  });
});
