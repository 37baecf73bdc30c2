import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { halfWidthAlphanumerics, halfWidthAscii, halfWidthDigits } from './half-width';

/**
 * Text as a Korean IME in either mode types it: ASCII, every full-width form (U+FF01–FF5E), the
 * ideographic space, Hangul and compatibility jamo, and look-alikes NFKC would also map (①, ½).
 */
const typedText = fc.string({
  unit: fc.oneof(
    fc.string({ minLength: 1, maxLength: 1 }),
    fc.integer({ min: 0xff01, max: 0xff5e }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('\u3000', '가', '힣', 'ㅎ', 'ㅗ', '①', '½'),
  ),
  maxLength: 200,
});

describe('halfWidthDigits', () => {
  it.each([
    ['０１２３４５６７８９', '0123456789'],
    ['０１０-１２３４', '010-1234'],
    ['５０，０００', '50，000'],
    ['홍길동', '홍길동'],
    ['ㅎㅗㅇ', 'ㅎㅗㅇ'],
    ['①½', '①½'],
    ['ＡＢＣ', 'ＡＢＣ'],
  ])('%s → %s', (raw, expected) => {
    expect(halfWidthDigits(raw)).toBe(expected);
  });

  it('전각 숫자는 NFKC 와 같게 바꾸고, 길이는 바꾸지 않는다', () => {
    fc.assert(
      fc.property(typedText, (raw) => {
        const half = halfWidthDigits(raw);
        expect(half).toHaveLength(raw.length);
        expect(half).not.toMatch(/[０-９]/);
      }),
    );
    expect(halfWidthDigits('０１２３４５６７８９')).toBe('０１２３４５６７８９'.normalize('NFKC'));
  });
});

describe('halfWidthAscii', () => {
  it.each([
    ['２０２６．１１．２１', '2026.11.21'],
    ['２０２６－１１－２１　０９：３０', '2026-11-21 09:30'],
    ['５０，０００', '50,000'],
    ['２０２６年', '2026年'],
  ])('%s → %s', (raw, expected) => {
    expect(halfWidthAscii(raw)).toBe(expected);
  });

  it('전각 ASCII 는 NFKC 와 같고, 길이는 바꾸지 않는다', () => {
    const fullWidth = Array.from({ length: 0xff5e - 0xff01 + 1 }, (_, i) => String.fromCharCode(0xff01 + i)).join('');
    expect(halfWidthAscii(fullWidth)).toBe(fullWidth.normalize('NFKC'));
    fc.assert(
      fc.property(typedText, (raw) => {
        expect(halfWidthAscii(raw)).toHaveLength(raw.length);
      }),
    );
  });
});

describe('halfWidthAlphanumerics', () => {
  it.each([
    ['ＨＯＮＧ ｇｉｌ０１', 'HONG gil01'],
    ['홍길동－', '홍길동－'],
    ['ㅎㅗㅇ', 'ㅎㅗㅇ'],
    ['①½', '①½'],
  ])('%s → %s', (raw, expected) => {
    expect(halfWidthAlphanumerics(raw)).toBe(expected);
  });

  it('전각 숫자와 영문은 NFKC 와 같고, 나머지와 길이는 바꾸지 않는다', () => {
    const letters = 'ＡＢＣＸＹＺａｂｃｘｙｚ０１９';
    expect(halfWidthAlphanumerics(letters)).toBe(letters.normalize('NFKC'));
    fc.assert(
      fc.property(typedText, (raw) => {
        const half = halfWidthAlphanumerics(raw);
        expect(half).toHaveLength(raw.length);
        // Character by character: a full-width letter or digit becomes its NFKC form, anything else stays.
        [...raw].forEach((char, index) => {
          expect(half[index]).toBe(/[０-９Ａ-Ｚａ-ｚ]/.test(char) ? char.normalize('NFKC') : char);
        });
      }),
    );
  });
});
