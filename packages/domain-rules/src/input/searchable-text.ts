import { disassemble } from 'es-hangul';

/**
 * Text as a search box compares it: no spaces (a member types 출금가능 for 출금 가능), lower case,
 * and Hangul taken apart into its jamo ('역' → 'ㅇㅕㄱ'). A search box hands over every step of a
 * syllable being composed ('ㅇ', '여', '역'); compared as jamo, each step is already inside the
 * text it is on the way to, so a list filtered on each key does not flash its no-match state. The
 * price: a finished syllable also finds the ones that extend it ('수' finds '숫자'), and one with a
 * final consonant finds that consonant opening the next syllable ('간' finds '가능'), as the
 * keyboard shows 간 on the way to 가능.
 *
 * @example
 * searchableText('역삼 테헤란').includes(searchableText('여')) // true
 * searchableText('출금 가능 금액').includes(searchableText('출금가능')) // true
 * searchableText('JG0001').includes(searchableText('jg')) // true
 */
export function searchableText(text: string): string {
  return disassemble(text.replace(/\s+/g, '').toLowerCase());
}
