import { describe, expect, it } from 'vitest';
import { uploadFileOf } from './upload-file';

const DOCUMENTS = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const ATTACHMENTS = ['image/jpeg', 'image/png', 'application/pdf'] as const;

describe('uploadFileOf', () => {
  it('파일을 이름, 형식, base64 내용으로 바꾼다', async () => {
    expect(await uploadFileOf(new File(['%PDF'], '확인서.pdf', { type: 'application/pdf' }), DOCUMENTS)).toEqual({
      fileName: '확인서.pdf',
      mimeType: 'application/pdf',
      data: 'JVBERg==',
    });
  });

  it('큰 파일도 그대로 옮긴다', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    const { data } = await uploadFileOf(new File([bytes], 'big.png', { type: 'image/png' }), ATTACHMENTS);
    expect(Uint8Array.from(atob(data), (char) => char.charCodeAt(0))).toEqual(bytes);
  });

  it('받지 않는 형식은 받는 형식을 그 순서대로 적어 한국어로 거절한다', async () => {
    await expect(uploadFileOf(new File(['x'], '메모.txt', { type: 'text/plain' }), DOCUMENTS)).rejects.toThrow('메모.txt: PDF, JPG, PNG 파일만 올릴 수 있어요.');
    await expect(uploadFileOf(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), ATTACHMENTS)).rejects.toThrow('a.gif: JPG, PNG, PDF 파일만 올릴 수 있어요.');
  });

  it('계약이 받는 형식이라도 호출한 쪽이 받지 않으면 거절한다', async () => {
    await expect(uploadFileOf(new File(['%PDF'], '내역.pdf', { type: 'application/pdf' }), ['image/jpeg', 'image/png'])).rejects.toThrow(
      '내역.pdf: JPG, PNG 파일만 올릴 수 있어요.',
    );
  });
});
