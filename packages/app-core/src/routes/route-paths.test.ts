import { describe, expect, it } from 'vitest';
import { fillPath, routes } from './route-paths';

describe('routes', () => {
  it.each([
    [routes.index(), '/'],
    [routes.home(), '/home'],
    [routes.login(), '/auth/login'],
    [routes.subscriptionDetail(12), '/subscription/12'],
    [routes.subscriptionProspectusDocument(12, 'M01'), '/subscription/12/prospectus/M01'],
    [routes.subscriptionDisclosure('7', 99), '/subscription/7/disclosure/99'],
    [routes.dividendHistory('A00123'), '/assets/dividend-history/A00123'],
    [routes.qnaUpdate(3), '/support/qna/3/update'],
    [routes.policyMyAgreement('privacy'), '/policy/privacy/my-agreement'],
    [routes.eventDetail('봄 이벤트'), '/community/event/%EB%B4%84%20%EC%9D%B4%EB%B2%A4%ED%8A%B8'],
  ])('%s → %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('fillPath', () => {
  it('값이 모자라면 한국어 오류를 던진다', () => {
    expect(() => fillPath('/vote/$id', [])).toThrow('경로 /vote/$id에 $id 값이 없어요.');
  });

  it('슬래시가 든 값도 한 구간으로 인코딩한다', () => {
    expect(fillPath('/support/faq/$id', ['a/b'])).toBe('/support/faq/a%2Fb');
  });
});

describe('PathBuilder 타입', () => {
  it('매개변수 개수가 틀리면 타입 오류다', () => {
    // @ts-expect-error 홈 경로에는 매개변수가 없다
    expect(routes.home(1)).toBe('/home');
    // @ts-expect-error 상세 경로에는 id 가 필요하다
    expect(() => routes.subscriptionDetail()).toThrow('경로 /subscription/$id에 $id 값이 없어요.');
  });
});
