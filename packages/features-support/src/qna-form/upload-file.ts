import type { UploadFile } from '@jogak/api-client';

/** The file types a 1:1 inquiry takes (the contract's `UploadFile.mimeType`). */
export const QNA_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const satisfies readonly UploadFile['mimeType'][];
/** 5 MB before encoding, as the upload operation says. */
export const QNA_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const QNA_ATTACHMENT_MAX_FILES = 3;

function isAcceptedType(type: string): type is UploadFile['mimeType'] {
  return (QNA_ATTACHMENT_TYPES as readonly string[]).includes(type);
}

/**
 * A picked file as the upload call's JSON body: its name, type and bytes in base64 (bodies are
 * JSON, spec section 7).
 *
 * @example
 * await uploadFileOf(new File(['%PDF'], '내역.pdf', { type: 'application/pdf' }))
 * // { fileName: '내역.pdf', mimeType: 'application/pdf', data: 'JVBERg==' }
 */
export async function uploadFileOf(file: File): Promise<UploadFile> {
  if (!isAcceptedType(file.type)) throw new TypeError(`${file.name}: JPG, PNG, PDF 파일만 올릴 수 있어요.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks keep String.fromCharCode's argument list under the engines' limits.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { fileName: file.name, mimeType: file.type, data: btoa(binary) };
}
