import { describe, expect, it } from 'vitest';
import { parseReferralCode } from './referral-code';

describe('parseReferralCode', () => {
  it('글자, 숫자, -, _ 로 된 64자까지의 코드를 남긴다', () => {
    expect(parseReferralCode('FRIEND7')).toBe('FRIEND7');
    expect(parseReferralCode('a-b_9')).toBe('a-b_9');
    expect(parseReferralCode('A'.repeat(64))).toBe('A'.repeat(64));
  });

  it('라우터가 숫자로 읽은 코드는 그 숫자 그대로', () => {
    expect(parseReferralCode(1234)).toBe('1234');
    expect(parseReferralCode(0)).toBe('0');
  });

  it('비었거나 글자가 맞지 않거나 너무 길면 버린다', () => {
    for (const value of [undefined, null, '', '<script>', 'FRIEND 7', '추천', 'A'.repeat(65), -7, 1.5, Number.MAX_VALUE, true, { code: 'A' }]) {
      expect(parseReferralCode(value)).toBeUndefined();
    }
  });
});
