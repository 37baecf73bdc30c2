import { describe, expect, it } from 'vitest';
import { isGuestType, isLoggedInType, isUserType, nextUserType, USER_TYPES } from './user-type';

describe('user type predicates', () => {
  it.each([
    ['100', true, false, true],
    ['900', true, false, true],
    ['101', true, false, false],
    ['102', true, false, false],
    ['103', true, false, false],
    ['200', true, true, false],
    ['000', true, true, false],
    ['123', true, false, false],
    ['300', false, false, false],
    ['', false, false, false],
  ])('%s: 알려진 코드 %s, 로그인 %s, 게스트 %s', (code, known, loggedIn, guest) => {
    expect(isUserType(code)).toBe(known);
    expect(isLoggedInType(code)).toBe(loggedIn);
    expect(isGuestType(code)).toBe(guest);
  });

  it('문자열이 아닌 값은 사용자 유형이 아니다', () => {
    expect(isUserType(200)).toBe(false);
    expect(isUserType(null)).toBe(false);
  });

  it('알려진 코드는 여덟 가지다', () => {
    expect(USER_TYPES).toEqual(['100', '900', '101', '102', '103', '200', '000', '123']);
  });
});

describe('nextUserType', () => {
  it.each(USER_TYPES.map((code) => [code]))('%s 에서 로그아웃하면 900', (code) => {
    expect(nextUserType(code, { type: 'LOGOUT' })).toBe('900');
  });

  it.each(USER_TYPES.map((code) => [code]))('%s 에서 휴대폰 변경이 저장돼 있으면 123', (code) => {
    expect(nextUserType(code, { type: 'PHONE_CHANGED' })).toBe('123');
  });

  it('회원정보를 받으면 서버의 유형을 쓴다', () => {
    expect(nextUserType('100', { type: 'MEMBER_INFO_LOADED', userType: '101' })).toBe('101');
  });

  it.each([
    ['100', '100'],
    ['900', '900'],
    ['101', '101'],
    ['102', '200'],
    ['103', '200'],
    ['200', '200'],
    ['000', '000'],
    ['123', '200'],
    ['777', '777'],
  ])('시작 라우팅 후 %s → %s', (from, to) => {
    expect(nextUserType(from, { type: 'START_UP_ROUTED' })).toBe(to);
  });

  it.each([
    ['102', '200'],
    ['100', '100'],
    ['900', '900'],
    ['101', '101'],
    ['103', '103'],
    ['200', '200'],
    ['000', '000'],
    ['123', '123'],
  ])('계좌 개설·연동을 마치면 %s → %s', (from, to) => {
    expect(nextUserType(from, { type: 'ACCOUNT_LINKED' })).toBe(to);
  });
});
