import type { UploadFile } from '@jogak/api-client';

/** The file types a 1:1 inquiry takes (the contract's `UploadFile.mimeType`). */
export const QNA_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const satisfies readonly UploadFile['mimeType'][];
/** 5 MB before encoding, as the upload operation says. */
export const QNA_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const QNA_ATTACHMENT_MAX_FILES = 3;
