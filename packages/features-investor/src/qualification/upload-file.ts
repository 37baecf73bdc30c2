import type { UploadFile } from '@jogak/api-client';

/** The document types a qualification request takes (the contract's `UploadFile.mimeType`). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const satisfies readonly UploadFile['mimeType'][];
/** 10 MB before encoding, as the contract's UploadFile says. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The contract's fileList holds at most ten files. */
export const DOCUMENT_MAX_FILES = 10;

function isAcceptedType(type: string): type is UploadFile['mimeType'] {
  return (DOCUMENT_TYPES as readonly string[]).includes(type);
}

/**
 * A picked document as the request's JSON body wants it: name, type and bytes in base64 (bodies
 * are JSON, spec §7).
 *
 * @example
 * await uploadFileOf(new File(['%PDF'], '확인서.pdf', { type: 'application/pdf' }))
 * // { fileName: '확인서.pdf', mimeType: 'application/pdf', data: 'JVBERg==' }
 */
export async function uploadFileOf(file: File): Promise<UploadFile> {
  if (!isAcceptedType(file.type)) throw new TypeError(`${file.name}: PDF, JPG, PNG 파일만 올릴 수 있어요.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode's argument list under the engines' limits.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { fileName: file.name, mimeType: file.type, data: btoa(binary) };
}
