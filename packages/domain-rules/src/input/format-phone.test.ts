import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['010123456789', '010-1234-5678'],
    ['0101', '010-1'],
    ['010', '010'],
    ['', '-'],
    [null, '-'],
    ['전화 없음', '-'],
    ['０１０１２３４５６７８', '010-1234-5678'],
    ['０１０－１２３４－５６７８', '010-1234-5678'],
  ])('%s → %s', (raw, expected) => {
    expect(formatPhone(raw)).toBe(expected);
  });

  it('앞 20자만 읽는다', () => {
    expect(formatPhone(`${' '.repeat(18)}0101234`)).toBe('01');
  });

  it('어떤 입력에도 예외 없이 13자 이하로 돌려준다', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 100 }), fc.anything()), (raw) => {
        const formatted = formatPhone(raw);
        expect(formatted).toMatch(/^(-|\d{1,3}(-\d{1,4}){0,2})$/);
        expect(formatted.length).toBeLessThanOrEqual(13);
      }),
    );
  });
});
