import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, ageGroup, internationalAge, isSignUpAge } from './birth-date';
import { fullBirthDate } from './full-birth-date';

describe('fullBirthDate', () => {
  it.each([
    ['990101', '1', '19990101'],
    ['990101', '2', '19990101'],
    ['990101', '5', '19990101'],
    ['990101', '6', '19990101'],
    ['050615', '3', '20050615'],
    ['050615', 4, '20050615'],
    ['050615', '7', '20050615'],
    ['050615', '8', '20050615'],
    ['991231', '9', '18991231'],
    ['991231', '0', '18991231'],
    ['000229', '3', '20000229'],
  ])('%s + 성별 %s → %s', (yyMMdd, digit, expected) => {
    expect(fullBirthDate(yyMMdd, digit)).toBe(expected);
  });

  it.each([
    ['990230', '1'],
    ['010229', '3'],
    ['991301', '1'],
    ['99010', '1'],
    ['9901011', '1'],
    ['99o101', '1'],
    ['990101', '10'],
    ['990101', 'a'],
    ['990101', ''],
  ])('%s + 성별 %s → null', (yyMMdd, digit) => {
    expect(fullBirthDate(yyMMdd, digit)).toBeNull();
  });
});

describe('internationalAge / isSignUpAge', () => {
  it.each([
    ['20071121', '2026-11-21T00:00:00+09:00', 19, true],
    ['20071121', '2026-11-20T23:59:59+09:00', 18, false],
    ['20071122', '2026-11-21T23:59:59+09:00', 18, false],
    ['19900515', '2026-11-21T12:00:00+09:00', 36, true],
    // 29 February births turn a year older on 1 March in a common year.
    ['20080229', '2027-02-28T12:00:00+09:00', 18, false],
    ['20080229', '2027-03-01T00:00:00+09:00', 19, true],
  ])('%s, 지금 %s → 만 %d세, 가입 %s', (birth, now, age, allowed) => {
    expect(internationalAge(birth, now)).toBe(age);
    expect(isSignUpAge(birth, now)).toBe(allowed);
  });

  it('기기 시간대가 아니라 서울 날짜로 센다', () => {
    // 2026-11-20 15:00 UTC is already 21 November in Seoul.
    expect(isSignUpAge('20071121', new Date('2026-11-20T15:00:00Z'))).toBe(true);
  });

  it.each(['2007112', '20071131', 'abcdefgh', ''])('잘못된 생년월일 %s는 가입 불가', (birth) => {
    expect(internationalAge(birth, '2026-11-21')).toBeNull();
    expect(isSignUpAge(birth, '2026-11-21')).toBe(false);
  });
});

describe('ageGroup', () => {
  it.each([
    [19, '20대'],
    [20, '20대'],
    [29, '20대'],
    [30, '30대'],
    [39, '30대'],
    [40, '40대'],
    [49, '40대'],
    [50, '50대'],
    [59, '50대'],
    [60, '60대 이상'],
    [87, '60대 이상'],
  ] as const)('만 %d세 → %s', (age, group) => {
    expect(ageGroup(age)).toBe(group);
  });

  it('spec §9의 다섯 연령대를 어린 쪽부터 (설문의 01…05)', () => {
    expect(AGE_GROUPS).toEqual(['20대', '30대', '40대', '50대', '60대 이상']);
    expect([25, 35, 45, 55, 65].map(ageGroup)).toEqual(AGE_GROUPS);
  });
});
