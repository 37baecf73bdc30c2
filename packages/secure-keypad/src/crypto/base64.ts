/**
 * Standard base64 (RFC 4648 §4, with padding) of bytes.
 *
 * @example
 * toBase64(new Uint8Array([1, 2, 3])); // 'AQID'
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Decodes standard or URL-safe base64 (padding optional). Throws on anything else.
 *
 * @example
 * fromBase64('AQID'); // Uint8Array [1, 2, 3]
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) throw new TypeError('not base64');
  const standard = text.replaceAll('-', '+').replaceAll('_', '/');
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
