import { canBeChoseong, disassemble, getChoseong } from 'es-hangul';

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
  return disassemble(withoutSpaces(text).toLowerCase());
}

/**
 * Whether a search box's text finds `text`: as `searchableText` compares the two, or, when only
 * initial consonants were typed (ㅇㅅ, as Korean search boxes accept for 역삼), by each syllable's
 * initial consonant. Spaces are ignored on both sides; an empty search finds everything.
 *
 * @example
 * matchesSearch('역삼 테헤란 418', '역사') // true (on the way to 역삼)
 * matchesSearch('역삼 테헤란 418', 'ㅇㅅㅌ') // true (역삼테)
 * matchesSearch('을지로 파인타워', 'ㅇㅅ') // false
 */
export function matchesSearch(text: string, typed: string): boolean {
  if (searchableText(text).includes(searchableText(typed))) return true;
  // The keyboard joins some consonants typed in a row (ㄱ then ㅅ shows ㄳ): taken apart, they are the initials typed.
  const consonants = disassemble(withoutSpaces(typed));
  return Array.from(consonants).every((letter) => canBeChoseong(letter)) && initialConsonants(text).includes(consonants);
}

const HANGUL_SYLLABLE = /^[가-힣]$/;

/** Each syllable as its initial consonant ('역삼' → 'ㅇㅅ'); anything else kept, so ㅇㅅ never joins across a digit or a letter. */
function initialConsonants(text: string): string {
  return Array.from(withoutSpaces(text), (character) => (HANGUL_SYLLABLE.test(character) ? getChoseong(character) : character)).join('');
}

function withoutSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}
