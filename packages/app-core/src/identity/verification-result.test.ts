import { describe, expect, it } from 'vitest';
import { DROPPED_VERIFIER_RESULT_SEARCH, parseVerifierResultSearch, readVerificationOutcome } from './verification-result';

const success = { key: 'req-1', resultCode: 'SUCCESS', ci: 'kmc-ci', name: '문가은', birth: '940517', genderDigit: '2', phoneNo: '01012349876', nation: 'LOCAL' };

describe('readVerificationOutcome', () => {
  it('성공이면 생년월일을 성별 숫자로 네 자리 연도로 만들고 성별을 정한다', () => {
    expect(readVerificationOutcome(success)).toEqual({
      type: 'verified',
      key: 'req-1',
      person: { ci: 'kmc-ci', name: '문가은', birth: '1994-05-17', phoneNo: '01012349876', gender: 'F', nation: 'LOCAL' },
    });
  });

  it.each([
    ['1', '1994-05-17', 'M'],
    ['4', '2094-05-17', 'F'],
    ['3', '2094-05-17', 'M'],
    ['9', '1894-05-17', 'M'],
    ['0', '1894-05-17', 'F'],
    ['5', '1994-05-17', 'M'],
    ['8', '2094-05-17', 'F'],
  ])('성별 숫자 %s → %s, %s', (genderDigit, birth, gender) => {
    const outcome = readVerificationOutcome({ ...success, genderDigit });
    expect(outcome).toMatchObject({ type: 'verified', person: { birth, gender } });
  });

  it('틀린 인증번호와 중간에 나간 경우', () => {
    expect(readVerificationOutcome({ key: 'req-1', resultCode: 'NOT_MATCH_AUTH_NUMBER' })).toEqual({ type: 'wrong-code', key: 'req-1' });
    expect(readVerificationOutcome({ key: 'req-1', resultCode: 'NOT_MOBILE_AUTH_COMPLETE' })).toEqual({ type: 'left', key: 'req-1' });
  });

  it('요청 키가 없거나, 모르는 결과이거나, 달력에 없는 생일이면 읽을 수 없다', () => {
    expect(readVerificationOutcome({ ...success, key: '' })).toEqual({ type: 'unreadable' });
    expect(readVerificationOutcome({ ...success, resultCode: 'MAYBE' })).toEqual({ type: 'unreadable' });
    expect(readVerificationOutcome({ ...success, birth: '940230' })).toEqual({ type: 'unreadable' });
    expect(readVerificationOutcome({ ...success, phoneNo: '010-1234' })).toEqual({ type: 'unreadable' });
  });
});

describe('parseVerifierResultSearch', () => {
  it('검증기의 필드만 글자로 남기고, 숫자로 읽힌 생일도 글자로 돌린다', () => {
    expect(parseVerifierResultSearch({ key: 'req-1', birth: 940517, genderDigit: 2, other: 'x' })).toStrictEqual({ key: 'req-1', birth: '940517', genderDigit: '2' });
  });

  it('글자도 숫자도 아닌 필드는 undefined 로 답해 날것의 값을 덮고, 필드가 없는 쿼리에는 빈 답', () => {
    expect(parseVerifierResultSearch({ key: 'req-1', ci: null, name: ['문가은'] })).toStrictEqual({ key: 'req-1', ci: undefined, name: undefined });
    expect(parseVerifierResultSearch({ tabs: 'corporate' })).toStrictEqual({});
  });

  it('떠날 때 지울 필드는 검증기의 여덟 필드 모두다', () => {
    expect(Object.keys(DROPPED_VERIFIER_RESULT_SEARCH)).toEqual(['key', 'resultCode', 'ci', 'name', 'birth', 'genderDigit', 'phoneNo', 'nation']);
    expect(Object.values(DROPPED_VERIFIER_RESULT_SEARCH).every((value) => value === undefined)).toBe(true);
  });
});
