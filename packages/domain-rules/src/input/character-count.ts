/**
 * How many characters the text has, as the contract's JSON-Schema `maxLength` counts them: code
 * points, so an emoji ('😀', two UTF-16 units) is one character, as the member sees it.
 *
 * @example
 * characterCount('입금 확인 부탁드려요 🙏') // 13
 * '입금 확인 부탁드려요 🙏'.length // 14
 */
export function characterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += codePointUnits(text, index)) count += 1;
  return count;
}

/**
 * The first `max` characters (code points) of the text: a cut never splits an emoji into a lone
 * surrogate the server would store. Reads no further than it keeps, so a huge input costs no more
 * than a short one.
 *
 * @example
 * leadingCharacters('가😀나', 2) // '가😀'
 * '가😀나'.slice(0, 2) // '가\uD83D'
 */
export function leadingCharacters(text: string, max: number): string {
  let end = 0;
  for (let count = 0; count < max && end < text.length; count += 1) end += codePointUnits(text, end);
  return text.slice(0, end);
}

/** The UTF-16 units of the code point at `index`: two for a surrogate pair, else one (a lone surrogate is a character of its own). */
function codePointUnits(text: string, index: number): number {
  return (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
}
