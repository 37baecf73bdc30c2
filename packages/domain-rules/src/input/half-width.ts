/** Full-width digits ０–９ (U+FF10–FF19), typed by a Korean IME in full-width (전자) mode. */
const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
/** Full-width digits and Latin letters: ０–９, Ａ–Ｚ, ａ–ｚ (U+FF10–FF19, FF21–FF3A, FF41–FF5A). */
const FULL_WIDTH_ALPHANUMERIC = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/g;
/** The full-width forms of printable ASCII (U+FF01–FF5E) and the ideographic space (U+3000). */
const FULL_WIDTH_ASCII = /[\uFF01-\uFF5E\u3000]/g;
/** U+FF01 '！' is U+0021 '!': every full-width form sits this far above its ASCII character. */
const FULL_WIDTH_OFFSET = 0xfee0;

/**
 * Full-width digits (０–９) as ASCII digits; nothing else changes, and the length stays the same.
 * This is what `normalize('NFKC')` does to those ten characters, without NFKC's other mappings,
 * which would turn '①' or '½' into digits and recompose compatibility jamo (ㅎㅗㅇ) mid-name.
 *
 * @example
 * halfWidthDigits('０１０-１２３４') // '010-1234'
 * halfWidthDigits('홍길동') // '홍길동'
 */
export function halfWidthDigits(text: string): string {
  return text.replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - FULL_WIDTH_OFFSET));
}

/**
 * Full-width digits and Latin letters (０–９, Ａ–Ｚ, ａ–ｚ) as ASCII, for fields that keep letters
 * and digits; punctuation and everything else stay as they are, and the length stays the same.
 *
 * @example
 * halfWidthAlphanumerics('ＨＯＮＧ ｇｉｌ０１') // 'HONG gil01'
 * halfWidthAlphanumerics('홍길동－') // '홍길동－'
 */
export function halfWidthAlphanumerics(text: string): string {
  return text.replace(FULL_WIDTH_ALPHANUMERIC, (char) => String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET));
}

/**
 * Full-width ASCII forms (digits, '－', '．', '，', '：', '／', '＋', letters…) and the ideographic space
 * as their ASCII characters, for text whose separators are read too (dates); the length stays the same.
 *
 * @example
 * halfWidthAscii('２０２６．１１．２１') // '2026.11.21'
 */
export function halfWidthAscii(text: string): string {
  return text.replace(FULL_WIDTH_ASCII, (char) =>
    char === '\u3000' ? ' ' : String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET),
  );
}
