/**
 * The `hashCI` of the simple login (spec section 7): the CI's SHA-256 as lowercase hex, so the
 * identity number itself never travels again after verification.
 *
 * @example
 * await hashCi('demo-ci'); // '6103ab6630769a112b5874e7acbc1edfe7f56b38fe179e4b434f1254f45b7470'
 */
export async function hashCi(ci: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(ci));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
