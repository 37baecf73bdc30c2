import { describe, expect, it } from 'vitest';
import { isBankAccountShape, KOREAN_BANKS, koreanBankOf } from './bank-account';

describe('KOREAN_BANKS', () => {
  it('은행 코드는 세 자리이고 겹치지 않는다', () => {
    expect(KOREAN_BANKS).toHaveLength(22);
    expect(KOREAN_BANKS.every((bank) => /^\d{3}$/.test(bank.code))).toBe(true);
    expect(new Set(KOREAN_BANKS.map((bank) => bank.code)).size).toBe(22);
  });

  it('코드로 은행을 찾는다', () => {
    expect(koreanBankOf('004')?.name).toBe('KB국민은행');
    expect(koreanBankOf('090')?.name).toBe('카카오뱅크');
    expect(koreanBankOf('071')?.name).toBe('우체국');
    expect(koreanBankOf('999')).toBeUndefined();
  });
});

describe('isBankAccountShape', () => {
  it('10–14자리 숫자를 받는다', () => {
    expect(isBankAccountShape('1234567890')).toBe(true);
    expect(isBankAccountShape('3333012345678')).toBe(true);
    expect(isBankAccountShape('12345678901234')).toBe(true);
  });

  it('짧거나 길거나 숫자가 아니거나 한 숫자뿐이면 거절한다', () => {
    expect(isBankAccountShape('123456789')).toBe(false);
    expect(isBankAccountShape('123456789012345')).toBe(false);
    expect(isBankAccountShape('333-01-2345678')).toBe(false);
    expect(isBankAccountShape('0000000000')).toBe(false);
    expect(isBankAccountShape('')).toBe(false);
  });
});
