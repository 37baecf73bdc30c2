import { describe, expect, it } from 'vitest';
import { nativeBackAction, pageHandlesNativeBack } from './native-back';

describe('pageHandlesNativeBack (spec 9 목록)', () => {
  it.each([
    ['/'],
    ['/auth/access-permission'],
    ['/auth/sign-up'],
    ['/auth/sign-up/individual/terms'],
    ['/auth/sign-up/corporate/terms'],
    ['/kyc'],
    ['/market/12'],
    ['/home'],
    ['/home/'],
    ['/subscription/3/apply'],
    ['/subscription/3/subs-end'],
    ['/investor-status-change/invest-question'],
  ])('%s 는 화면이 직접 처리한다', (path) => {
    expect(pageHandlesNativeBack(path)).toBe(true);
  });
  it.each([['/my'], ['/market'], ['/subscription/3'], ['/policy/terms'], ['/offline']])(
    '%s 는 공통 규칙을 따른다',
    (path) => {
      expect(pageHandlesNativeBack(path)).toBe(false);
    },
  );
});

describe('nativeBackAction', () => {
  it('보통은 뒤로 간다', () => {
    expect(nativeBackAction('/my', '/home')).toBe('back');
    expect(nativeBackAction('/my', undefined)).toBe('back');
  });
  it('이전 화면이 본인인증 결과, 외부 인증, 투자성향이면 머문다', () => {
    expect(nativeBackAction('/auth/forgot-pin', '/init/kmc/result')).toBe('stay');
    expect(nativeBackAction('/auth/forgot-pin', '/init/kmc')).toBe('stay');
    expect(nativeBackAction('/my', '/investment-analysis/invest-tendency/')).toBe('stay');
  });
  it('직접 처리하는 화면이면 화면에 맡긴다', () => {
    expect(nativeBackAction('/home', '/init/kmc/result')).toBe('page');
  });
});
