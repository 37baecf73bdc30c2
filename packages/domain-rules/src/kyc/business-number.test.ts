import { describe, expect, it } from 'vitest';
import { businessNumberDigits, formatBusinessNumber, isBusinessNumber } from './business-number';

describe('isBusinessNumber', () => {
  it('검증번호가 맞는 10자리를 받는다', () => {
    expect(isBusinessNumber('1208147521')).toBe(true);
    expect(isBusinessNumber('2208162517')).toBe(true);
  });

  it('검증번호가 틀리거나 10자리가 아니면 거절한다', () => {
    expect(isBusinessNumber('1208147522')).toBe(false);
    expect(isBusinessNumber('120814752')).toBe(false);
    expect(isBusinessNumber('120-81-47521')).toBe(false);
  });
});

describe('formatBusinessNumber', () => {
  it('3-2-5로 나눈다', () => {
    expect(formatBusinessNumber('1208147521')).toBe('120-81-47521');
    expect(formatBusinessNumber('12081')).toBe('120-81');
  });
});

describe('businessNumberDigits', () => {
  it('하이픈을 빼고 열 자리까지 남긴다', () => {
    expect(businessNumberDigits('214-88-12345-9')).toBe('2148812345');
    expect(businessNumberDigits('214 88 1234a5')).toBe('2148812345');
  });

  it('전각 숫자(한글 IME 전각 모드)도 숫자로 읽는다 (말없이 버리지 않는다)', () => {
    expect(businessNumberDigits('２１４８８１２３４５')).toBe('2148812345');
    expect(businessNumberDigits('２１４－８８－１２３４５')).toBe('2148812345');
  });
});
