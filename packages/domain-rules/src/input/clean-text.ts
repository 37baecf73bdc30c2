import { halfWidthAlphanumerics, halfWidthDigits } from './half-width';
import { type CleanOptions, truncateInput } from './truncate-input';

/** The longest name or word field the product accepts (spec §5). */
export const TEXT_FIELD_MAX_LENGTH = 50;

const NOT_KOREAN = /[^가-힣ㄱ-ㅎㅏ-ㅣ]/g;
const NOT_KOREAN_OR_ENGLISH = /[^가-힣ㄱ-ㅎㅏ-ㅣA-Za-z]/g;
const NOT_ENGLISH_OR_DIGIT = /[^A-Za-z0-9]/g;
const NOT_ENGLISH_OR_SPACE = /[^A-Za-z ]/g;

/**
 * Keeps only digits; full-width digits (０–９, a Korean IME in full-width mode) count as digits.
 * With `zeroAsEmpty`, an empty result or a lone '0' becomes ''.
 *
 * @example
 * onlyDigits('010-1234-5678') // '01012345678'
 * onlyDigits('０１０－１２３４－５６７８') // '01012345678'
 * onlyDigits('0', { zeroAsEmpty: true }) // ''
 */
export function onlyDigits(raw: unknown, options: CleanOptions & { zeroAsEmpty?: boolean } = {}): string {
  const digits = halfWidthDigits(truncateInput(raw, options)).replace(/\D/g, '');
  return options.zeroAsEmpty && digits === '0' ? '' : digits;
}

/**
 * A person's name: Korean syllables and jamo only (a name typed mid-composition keeps its jamo),
 * at most 50 characters.
 *
 * @example
 * cleanName('홍길동123') // '홍길동'
 * cleanName('ㅎㅗㅇ') // 'ㅎㅗㅇ'
 */
export function cleanName(raw: unknown, options: CleanOptions = {}): string {
  return truncateInput(raw, options).replace(NOT_KOREAN, '').slice(0, TEXT_FIELD_MAX_LENGTH);
}

/**
 * Korean and English letters only (full-width letters read as letters), at most 50 characters.
 *
 * @example
 * cleanKoreanEnglish('조각 Jogak 2026!') // '조각Jogak'
 * cleanKoreanEnglish('조각 Ｊｏｇａｋ') // '조각Jogak'
 */
export function cleanKoreanEnglish(raw: unknown, options: CleanOptions = {}): string {
  return halfWidthAlphanumerics(truncateInput(raw, options)).replace(NOT_KOREAN_OR_ENGLISH, '').slice(0, TEXT_FIELD_MAX_LENGTH);
}

/**
 * English letters and digits only (full-width letters and digits read as theirs), at most 50
 * characters.
 *
 * @example
 * cleanEnglishDigits('HONG gil-dong 01') // 'HONGgildong01'
 * cleanEnglishDigits('ＡＢ０１') // 'AB01'
 */
export function cleanEnglishDigits(raw: unknown, options: CleanOptions = {}): string {
  return halfWidthAlphanumerics(truncateInput(raw, options)).replace(NOT_ENGLISH_OR_DIGIT, '').slice(0, TEXT_FIELD_MAX_LENGTH);
}

/**
 * A name in English as a passport has it: English letters (full-width letters read as theirs) and
 * spaces, in capitals, at most 50 characters.
 *
 * @example
 * cleanEnglishName('Gil-dong') // 'GILDONG'
 * cleanEnglishName('ｈｏｎｇ gil dong') // 'HONG GIL DONG'
 */
export function cleanEnglishName(raw: unknown, options: CleanOptions = {}): string {
  return halfWidthAlphanumerics(truncateInput(raw, options)).replace(NOT_ENGLISH_OR_SPACE, '').toUpperCase().slice(0, TEXT_FIELD_MAX_LENGTH);
}
