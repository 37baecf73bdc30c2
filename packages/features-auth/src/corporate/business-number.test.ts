import { describe, expect, it } from 'vitest';
import { businessNumberDigits } from './business-number';

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
