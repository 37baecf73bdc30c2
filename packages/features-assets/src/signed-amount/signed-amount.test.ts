import { describe, expect, it } from 'vitest';
import { signedText } from './signed-amount';

describe('signedText', () => {
  it('이익은 +, 손실은 −, 0 은 부호 없이', () => {
    expect(signedText(12_000, '원')).toBe('+12,000원');
    expect(signedText(-3_000, '원')).toBe('−3,000원');
    expect(signedText(0, '원')).toBe('0원');
  });

  it('비율은 소수 둘째 자리까지', () => {
    expect(signedText(3.5, '%', 2)).toBe('+3.50%');
    expect(signedText(-0.25, '%', 2)).toBe('−0.25%');
  });
});
