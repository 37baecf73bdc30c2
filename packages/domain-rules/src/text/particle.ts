import { josa } from 'es-hangul';
import { halfWidthDigits } from '../input/half-width';

/** A particle pair as es-hangul's `josa` takes it, after a final consonant first: `'은/는'`, `'이/가'`, `'으로/로'`, … */
export type ParticlePair = Parameters<typeof josa.pick>[1];

/** The number a word ends with: digits, thousands separators between them, or after a decimal point ('418', '1,000', '3.5' → '5'). */
const TRAILING_NUMBER = /\d(?:,?\d)*$/;

const DIGIT_NAMES = '영일이삼사오육칠팔구';
/** The places of one to three trailing zeros: 20 이십, 300 삼백, 5000 오천. */
const PLACES = '십백천';
/** The unit of every four zeros: 120000 십이만, 3억, 5조, 2경; a number ends with its last non-zero group's unit. */
const MYRIADS = '만억조경';

/**
 * The word with the particle that follows it as Korean reads it: by the last syllable's final
 * consonant (es-hangul's `josa`), and, where the word ends in a number, by how that number is said.
 * es-hangul reads a final digit as a character without a final consonant (`'418는'`), while a
 * Korean says 사백십팔 (`'418은'`).
 *
 * @example
 * withParticle('역삼 테헤란 418', '은/는') // '역삼 테헤란 418은' (사백십팔)
 * withParticle('빌딩 2', '은/는') // '빌딩 2는' (이)
 * withParticle('빌딩 7', '으로/로') // '빌딩 7로' (칠: ㄹ takes 로)
 * withParticle('신탁계약서', '을/를') // '신탁계약서를'
 */
export function withParticle(word: string, particle: ParticlePair): string {
  const number = TRAILING_NUMBER.exec(halfWidthDigits(word))?.[0];
  return number === undefined ? josa(word, particle) : `${word}${josa.pick(lastSyllableSaid(number), particle)}`;
}

/**
 * The last syllable said reading a number in Sino-Korean: its last non-zero digit (418 사백십팔),
 * or, after trailing zeros, the place they make (20 이십, 120000 십이만, 3000000000000 삼조).
 */
function lastSyllableSaid(number: string): string {
  const digits = number.replaceAll(',', '');
  const significant = digits.replace(/0+$/, '');
  const zeros = digits.length - significant.length;
  if (significant === '') return '영';
  if (zeros === 0) return DIGIT_NAMES.charAt(Number(significant.slice(-1)));
  if (zeros < 4) return PLACES.charAt(zeros - 1);
  // The units past 경 (해, 자, … from 10²⁰) are not in everyday use: such a run of zeros is read digit by digit.
  return MYRIADS.charAt(Math.floor(zeros / 4) - 1) || '영';
}
