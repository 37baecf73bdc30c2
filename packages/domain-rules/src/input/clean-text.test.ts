import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanEnglishDigits, cleanEnglishName, cleanKoreanEnglish, cleanName, onlyDigits, TEXT_FIELD_MAX_LENGTH } from './clean-text';

const toFullWidthDigits = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));

const anyInput = fc.oneof(fc.string({ maxLength: 3_000 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.anything());

describe('onlyDigits', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['abc', ''],
    ['  1 2 3 ', '123'],
    ['０１２', '012'],
    ['０１０-１２３４-５６７８', '01012345678'],
    ['０１０－１２３４－５６７８', '01012345678'],
    ['0', '0'],
  ])('%s → %s', (raw, expected) => {
    expect(onlyDigits(raw)).toBe(expected);
  });

  it('전각 숫자(한글 IME 전각 모드)도 반각 숫자와 똑같이 읽는다', () => {
    expect(onlyDigits('０１０-１２３４-５６７８')).toBe('01012345678');
    expect(onlyDigits('０', { zeroAsEmpty: true })).toBe('');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (raw) => {
        expect(onlyDigits(toFullWidthDigits(raw))).toBe(onlyDigits(raw));
      }),
    );
  });

  it('①, ½ 같은 문자는 숫자로 바꾸지 않는다', () => {
    expect(onlyDigits('①½²')).toBe('');
  });

  it('zeroAsEmpty이면 빈 값과 0을 빈 값으로 본다', () => {
    expect(onlyDigits('0', { zeroAsEmpty: true })).toBe('');
    expect(onlyDigits('원', { zeroAsEmpty: true })).toBe('');
    expect(onlyDigits('00', { zeroAsEmpty: true })).toBe('00');
    expect(onlyDigits('10', { zeroAsEmpty: true })).toBe('10');
  });

  it('먼저 1,000자로 자른다', () => {
    expect(onlyDigits('1'.repeat(1_500))).toHaveLength(1_000);
    expect(onlyDigits('1'.repeat(1_500), { maxInputLength: 5 })).toBe('11111');
  });

  it('1,000자는 글자(코드 포인트)로 센다: 이모지 하나가 두 자를 먹지 않는다', () => {
    expect(onlyDigits(`${'😀'.repeat(999)}1`)).toBe('1');
    expect(onlyDigits('😀😀12', { maxInputLength: 3 })).toBe('1');
  });

  it('어떤 입력에도 예외 없이 숫자만, 1,000자 이하로 돌려준다', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const cleaned = onlyDigits(raw);
        expect(cleaned).toMatch(/^\d*$/);
        expect(cleaned.length).toBeLessThanOrEqual(1_000);
      }),
    );
  });
});

describe('cleanName', () => {
  it.each([
    ['홍길동', '홍길동'],
    ['홍길동123', '홍길동'],
    ['홍길동１２３', '홍길동'],
    ['홍 길 동', '홍길동'],
    ['ㅎㅗㅇ', 'ㅎㅗㅇ'],
    ['John 홍', '홍'],
    ['<script>홍</script>', '홍'],
  ])('%s → %s', (raw, expected) => {
    expect(cleanName(raw)).toBe(expected);
  });

  it('최대 50자', () => {
    expect(cleanName('가'.repeat(60))).toBe('가'.repeat(50));
  });

  it('어떤 입력에도 예외 없이 한글만, 50자 이하', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const cleaned = cleanName(raw);
        expect(cleaned).toMatch(/^[가-힣ㄱ-ㅎㅏ-ㅣ]*$/);
        expect(cleaned.length).toBeLessThanOrEqual(TEXT_FIELD_MAX_LENGTH);
        expect(cleanName(cleaned)).toBe(cleaned);
      }),
    );
  });
});

describe('cleanKoreanEnglish', () => {
  it.each([
    ['조각 Jogak 2026!', '조각Jogak'],
    ['abcＡＢＣ', 'abcABC'],
    ['조각 Ｊｏｇａｋ１', '조각Jogak'],
    ['', ''],
  ])('%s → %s', (raw, expected) => {
    expect(cleanKoreanEnglish(raw)).toBe(expected);
  });

  it('어떤 입력에도 예외 없이 한글·영문만, 50자 이하', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const cleaned = cleanKoreanEnglish(raw);
        expect(cleaned).toMatch(/^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z]*$/);
        expect(cleaned.length).toBeLessThanOrEqual(TEXT_FIELD_MAX_LENGTH);
      }),
    );
  });
});

describe('cleanEnglishDigits', () => {
  it.each([
    ['HONG gil-dong 01', 'HONGgildong01'],
    ['HONG０１', 'HONG01'],
    ['ＨＯＮＧ ｇｉｌ－ｄｏｎｇ', 'HONGgildong'],
    ['홍길동', ''],
    ['a'.repeat(80), 'a'.repeat(50)],
  ])('%s → %s', (raw, expected) => {
    expect(cleanEnglishDigits(raw)).toBe(expected);
  });

  it('어떤 입력에도 예외 없이 영문·숫자만, 50자 이하', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const cleaned = cleanEnglishDigits(raw);
        expect(cleaned).toMatch(/^[A-Za-z0-9]*$/);
        expect(cleaned.length).toBeLessThanOrEqual(TEXT_FIELD_MAX_LENGTH);
      }),
    );
  });
});

describe('cleanEnglishName', () => {
  it.each([
    ['hong', 'HONG'],
    ['Gil Dong', 'GIL DONG'],
    ['ｇｉｌ ｄｏｎｇ', 'GIL DONG'],
    ['o-brien 2', "OBRIEN "],
    ['홍길동', ''],
    ['a'.repeat(80), 'A'.repeat(50)],
  ])('%s → %s', (raw, expected) => {
    expect(cleanEnglishName(raw)).toBe(expected);
  });

  it('어떤 입력에도 예외 없이 대문자 영문·띄어쓰기만, 50자 이하', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const cleaned = cleanEnglishName(raw);
        expect(cleaned).toMatch(/^[A-Z ]*$/);
        expect(cleaned.length).toBeLessThanOrEqual(TEXT_FIELD_MAX_LENGTH);
      }),
    );
  });
});
