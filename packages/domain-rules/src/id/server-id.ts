/**
 * The server's numeric ids (an offering, a vote, a notice, a post) as they appear in an address:
 * no sign, no leading zero, at most 15 digits, so every one stays exact as a JavaScript number.
 */
const SERVER_ID = /^[1-9]\d{0,14}$/;

/**
 * The numeric id an address segment names, or null when the segment is not one (`abc`, `0`,
 * `012`, `-3`, 16 digits): a screen then answers "not found" without asking the server for `NaN`.
 *
 * @example
 * serverIdOf('108') // 108
 * serverIdOf('abc') // null
 * serverIdOf('0') // null
 */
export function serverIdOf(segment: string): number | null {
  return SERVER_ID.test(segment) ? Number(segment) : null;
}
