import { describe, expect, it } from 'vitest';
import { businessNumberDigits, formatBusinessNumber, isValidBusinessNumber } from './business-number';

describe('isValidBusinessNumber', () => {
  it.each(['2148812345', '3148812344', '2208705236'])('%s 는 검증번호가 맞다', (value) => {
    expect(isValidBusinessNumber(value)).toBe(true);
  });
  it.each([
    ['2148812346', '검증번호 틀림'],
    ['214881234', '9자리'],
    ['21488123456', '11자리'],
    ['214881234a', '숫자 아님'],
  ])('%s 는 아니다 (%s)', (value) => {
    expect(isValidBusinessNumber(value)).toBe(false);
  });
});

describe('businessNumberDigits / formatBusinessNumber', () => {
  it('하이픈을 빼고 열 자리까지, 3-2-5 로 쓴다', () => {
    expect(businessNumberDigits('214-88-12345-9')).toBe('2148812345');
    expect(formatBusinessNumber('2148812345')).toBe('214-88-12345');
    expect(formatBusinessNumber('2148')).toBe('214-8');
  });
});
