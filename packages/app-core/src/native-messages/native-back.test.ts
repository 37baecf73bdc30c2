import { describe, expect, it } from 'vitest';
import { EXTERNAL_VERIFIER_ROUTE_ID, nativeBackAction, pageHandlesNativeBack } from './native-back';

describe('pageHandlesNativeBack (spec 9 목록)', () => {
  it.each([
    ['/'],
    ['/auth/access-permission'],
    ['/auth/sign-up'],
    ['/auth/sign-up/individual/terms'],
    ['/auth/sign-up/corporate/terms'],
    ['/kyc'],
    ['/_main/market/$id'],
    ['/_main/home'],
    ['/_main/home/'],
    ['/subscription/$id/apply'],
    ['/subscription/$id/subs-end'],
    ['/investor-status-change/invest-question'],
  ])('%s 는 화면이 직접 처리한다', (routeId) => {
    expect(pageHandlesNativeBack(routeId)).toBe(true);
  });
  it.each([['/_main/my'], ['/_main/market'], ['/_main/subscription/$id'], ['/_main/policy/terms'], ['/offline'], ['/_main/$']])(
    '%s 는 공통 규칙을 따른다',
    (routeId) => {
      expect(pageHandlesNativeBack(routeId)).toBe(false);
    },
  );
  it('경로(route id 가 아님)는 표에 없으므로 공통 규칙', () => {
    expect(pageHandlesNativeBack('/home')).toBe(false);
    expect(pageHandlesNativeBack('/market/12')).toBe(false);
  });
  it('아직 일치한 경로가 없으면 공통 규칙', () => {
    expect(pageHandlesNativeBack(undefined)).toBe(false);
  });
});

describe('nativeBackAction', () => {
  it('보통은 뒤로 간다', () => {
    expect(nativeBackAction('/_main/my', '/_main/home')).toBe('back');
    expect(nativeBackAction('/_main/my', undefined)).toBe('back');
  });
  it('이전 화면이 본인인증 결과, 외부 인증, 투자성향이면 머문다', () => {
    expect(nativeBackAction('/auth/forgot-pin', '/init/kmc/result')).toBe('stay');
    expect(nativeBackAction('/auth/forgot-pin', '/init/kmc')).toBe('stay');
    expect(nativeBackAction('/_main/my', '/investment-analysis/invest-tendency/')).toBe('stay');
    expect(nativeBackAction('/_main/my/info/', EXTERNAL_VERIFIER_ROUTE_ID)).toBe('stay');
  });
  it('직접 처리하는 화면이면 화면에 맡긴다', () => {
    expect(nativeBackAction('/_main/home', '/init/kmc/result')).toBe('page');
  });
});
