import type { UploadFile } from '@jogak/api-client';

/** The document types a qualification request takes (the contract's `UploadFile.mimeType`). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const satisfies readonly UploadFile['mimeType'][];
/** 10 MB before encoding, as the contract's UploadFile says. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The contract's fileList holds at most ten files. */
export const DOCUMENT_MAX_FILES = 10;
