import type { components } from '../generated/openapi';

/** A file in a JSON body: its name, type and bytes in base64 (the contract's `UploadFile`). */
export type UploadFile = components['schemas']['UploadFile'];

/** How a refusal names each type: the extension people know it by. */
const TYPE_NAMES: Record<UploadFile['mimeType'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

/**
 * A picked file as a request's JSON body wants it (bodies are JSON, spec §7): its name, type and
 * bytes in base64. `accepted` is the caller's own list (a qualification takes other files than an
 * inquiry); a file of another type is refused in Korean, naming the accepted types in that order.
 *
 * @example
 * await uploadFileOf(new File(['%PDF'], '확인서.pdf', { type: 'application/pdf' }), ['application/pdf', 'image/jpeg'])
 * // { fileName: '확인서.pdf', mimeType: 'application/pdf', data: 'JVBERg==' }
 */
export async function uploadFileOf(file: File, accepted: readonly UploadFile['mimeType'][]): Promise<UploadFile> {
  const mimeType = accepted.find((type) => type === file.type);
  if (mimeType === undefined) {
    throw new TypeError(`${file.name}: ${accepted.map((type) => TYPE_NAMES[type]).join(', ')} 파일만 올릴 수 있어요.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode's argument list under the engines' limits.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { fileName: file.name, mimeType, data: btoa(binary) };
}
