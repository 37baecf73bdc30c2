import type { AccountImage } from './kyc-draft';

/** What the bank-book photo may be: a JPG or PNG of at most 10 MB. */
export const ACCOUNT_IMAGE_RULES = { accept: ['image/jpeg', 'image/png'], maxBytes: 10 * 1024 * 1024 } as const;

/**
 * A picked file as the contract sends it (base64 without the data-URL head).
 *
 * @example
 * const image = await accountImageOf(file); // { fileName: 'bankbook.png', mimeType: 'image/png', base64: 'iVBOR…' }
 */
export async function accountImageOf(file: File): Promise<AccountImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return { fileName: file.name, mimeType: file.type, base64: btoa(binary) };
}

/**
 * The photo as a `File` again, for the uploader's list and preview.
 *
 * @example
 * fileOfAccountImage({ fileName: 'a.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=' }).size // 8
 */
export function fileOfAccountImage(image: AccountImage): File {
  const binary = atob(image.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], image.fileName, { type: image.mimeType });
}
