const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
const P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Whether `signature` (base64 IEEE P1363 r‖s, ECDSA P-256 / SHA-256 over the UTF-8 bytes of
 * `signed`) verifies with `publicKey` (base64 SPKI): the format of every signature the sandbox
 * checks, certificate and pay-provider alike. Anything malformed is simply not a match.
 *
 * @example
 * await ecdsaSignatureMatches(certificate.publicKey, verifyNo, signatureValue); // true
 */
export async function ecdsaSignatureMatches(publicKey: string, signed: string, signature: string): Promise<boolean> {
  try {
    const key = await globalThis.crypto.subtle.importKey('spki', fromBase64(publicKey), P256, false, ['verify']);
    return await globalThis.crypto.subtle.verify(SIGNING, key, fromBase64(signature), new TextEncoder().encode(signed));
  } catch {
    // Not base64, not an SPKI key or not a P1363 signature: it cannot be a match.
    return false;
  }
}
