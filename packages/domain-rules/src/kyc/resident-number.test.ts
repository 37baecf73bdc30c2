import { describe, expect, it } from 'vitest';
import { isForeignerResidentNumber, residentNumberBirthDate, residentNumberGender, residentNumberProblem } from './resident-number';

describe('residentNumberProblem', () => {
  it('13자리에 실제 생년월일과 성별 자리가 맞으면 통과한다', () => {
    expect(residentNumberProblem('9001011234567')).toBeNull();
    expect(residentNumberProblem('0506154123456')).toBeNull();
  });

  it('2020년 10월 이후 번호처럼 검증번호가 맞지 않아도 통과한다', () => {
    // The old checksum of 900101-123456x is 8; a newer number may end in anything.
    expect(residentNumberProblem('9001011234560')).toBeNull();
    expect(residentNumberProblem('9001011234568')).toBeNull();
  });

  it('자릿수가 틀리면 length', () => {
    expect(residentNumberProblem('900101123456')).toBe('length');
    expect(residentNumberProblem('90010112345678')).toBe('length');
    expect(residentNumberProblem('900101-1234567')).toBe('length');
  });

  it('없는 날짜면 birth-date', () => {
    expect(residentNumberProblem('9013011234567')).toBe('birth-date');
    expect(residentNumberProblem('9002301234567')).toBe('birth-date');
  });

  it('성별 자리가 1–8이 아니면 gender-digit', () => {
    expect(residentNumberProblem('9001019234567')).toBe('gender-digit');
    expect(residentNumberProblem('9001010234567')).toBe('gender-digit');
  });
});

describe('residentNumberBirthDate', () => {
  it('성별 자리로 세기를 정한다', () => {
    expect(residentNumberBirthDate('9001011234567')).toBe('19900101');
    expect(residentNumberBirthDate('0506154123456')).toBe('20050615');
    expect(residentNumberBirthDate('8803035234567')).toBe('19880303');
  });

  it('없는 날짜면 null', () => {
    expect(residentNumberBirthDate('9002301234567')).toBeNull();
  });
});

describe('isForeignerResidentNumber / residentNumberGender', () => {
  it.each([
    ['9001011234567', false, 'M'],
    ['9001012234567', false, 'F'],
    ['0506153234567', false, 'M'],
    ['9001015234567', true, 'M'],
    ['9001016234567', true, 'F'],
    ['0506158234567', true, 'F'],
  ] as const)('%s: 등록외국인 %s, 성별 %s', (digits, foreigner, gender) => {
    expect(isForeignerResidentNumber(digits)).toBe(foreigner);
    expect(residentNumberGender(digits)).toBe(gender);
  });
});
