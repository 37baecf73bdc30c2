import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanAmount, formatAmount, wholeNumberDigits, wholeNumberText } from './clean-amount';

describe('cleanAmount', () => {
  it.each([
    ['1,000,000원', '1000000'],
    ['007', '7'],
    ['0', '0'],
    ['000', '0'],
    ['', ''],
    ['1234567890123', '123456789012'],
    ['-5000', '5000'],
    ['５０，０００', '50000'],
    ['００７', '7'],
    ['5,000.00', '5000'],
    ['５，０００．５', '5000'],
    ['.5', ''],
  ])('%s → %s', (raw, expected) => {
    expect(cleanAmount(raw)).toBe(expected);
  });

  it('전각 숫자와 쉼표로 쓴 금액도 반각으로 쓴 금액과 같다', () => {
    expect(cleanAmount('５０，０００')).toBe(cleanAmount('50,000'));
    expect(cleanAmount('１２３４５６７８９０１２３')).toBe('123456789012');
  });

  it('어떤 입력에도 예외 없이 12자리 이하 숫자', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 3_000 }), fc.anything()), (raw) => {
        const cleaned = cleanAmount(raw);
        expect(cleaned).toMatch(/^(0|[1-9]\d{0,11})?$/);
      }),
    );
  });
});

describe('wholeNumberText', () => {
  it.each([
    ['5,000.00', '5,000'],
    ['1.5', '1'],
    ['１．５', '１'],
    ['1.2.3', '1'],
    ['.5', ''],
    ['120', '120'],
    ['', ''],
  ])('%s → %s', (typed, expected) => {
    expect(wholeNumberText(typed)).toBe(expected);
  });

  it('소수점을 붙여 넣어도 금액이 커지지 않는다 (소수점 아래는 버린다)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 999_999_999 }), fc.nat({ max: 99 }), (won, fraction) => {
        expect(cleanAmount(`${won}.${String(fraction).padStart(2, '0')}`)).toBe(String(won));
      }),
    );
  });
});

describe('wholeNumberDigits', () => {
  it.each([
    ['1,200.00', '1200'],
    ['１．５', '1'],
    ['1,2a0', '120'],
    ['007', '007'],
    ['.5', ''],
    ['', ''],
  ])('%s → %s', (typed, expected) => {
    expect(wholeNumberDigits(typed)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it.each([
    ['1000000', '1,000,000'],
    [25_000, '25,000'],
    ['999', '999'],
    ['1234567890123', '123,456,789,012'],
    ['', ''],
    ['abc', ''],
    ['１００００', '10,000'],
  ])('%s → %s', (raw, expected) => {
    expect(formatAmount(raw)).toBe(expected);
  });

  it('입력의 앞 50자만 읽는다', () => {
    expect(formatAmount(`${'x'.repeat(49)}12345`)).toBe('1');
  });

  it('어떤 입력에도 예외 없이 쉼표로 묶인 12자리 이하 금액', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.anything()), (raw) => {
        const formatted = formatAmount(raw);
        expect(formatted).toMatch(/^(\d{1,3}(,\d{3})*)?$/);
        expect(formatted.replace(/,/g, '').length).toBeLessThanOrEqual(12);
      }),
    );
  });
});
