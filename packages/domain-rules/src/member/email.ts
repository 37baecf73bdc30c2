/** Something before one `@`, a domain with a dot after it, and no whitespace anywhere. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a text has the shape of an e-mail address, the shape the contract's `format: email`
 * fields take: one `@`, a dot in the domain, no whitespace. The text is read as given: a field
 * trims what was typed before it asks. Whether the address exists is the server's check.
 *
 * @example
 * isEmailShape('jogak@example.kr') // true
 * isEmailShape('jogak@example') // false
 * isEmailShape(' jogak@example.kr') // false
 */
export function isEmailShape(text: string): boolean {
  return EMAIL_SHAPE.test(text);
}
