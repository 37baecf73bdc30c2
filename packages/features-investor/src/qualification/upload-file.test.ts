import { describe, expect, it } from 'vitest';
import { uploadFileOf } from './upload-file';

describe('uploadFileOf', () => {
  it('파일을 이름, 형식, base64 내용으로 바꾼다', async () => {
    expect(await uploadFileOf(new File(['%PDF'], '확인서.pdf', { type: 'application/pdf' }))).toEqual({ fileName: '확인서.pdf', mimeType: 'application/pdf', data: 'JVBERg==' });
  });

  it('받지 않는 형식은 한국어로 거절한다', async () => {
    await expect(uploadFileOf(new File(['x'], '메모.txt', { type: 'text/plain' }))).rejects.toThrow('메모.txt: PDF, JPG, PNG 파일만 올릴 수 있어요.');
  });
});
