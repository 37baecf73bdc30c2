import { describe, expect, it } from 'vitest';
import { uploadFileOf } from './upload-file';

describe('uploadFileOf', () => {
  it('파일 이름, 형식, base64 내용을 준다', async () => {
    expect(await uploadFileOf(new File(['%PDF'], '내역.pdf', { type: 'application/pdf' }))).toEqual({ fileName: '내역.pdf', mimeType: 'application/pdf', data: 'JVBERg==' });
  });

  it('큰 파일도 그대로 옮긴다', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    const { data } = await uploadFileOf(new File([bytes], 'big.png', { type: 'image/png' }));
    expect(Uint8Array.from(atob(data), (char) => char.charCodeAt(0))).toEqual(bytes);
  });

  it('받지 않는 형식은 거절한다', async () => {
    await expect(uploadFileOf(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }))).rejects.toThrow('a.gif: JPG, PNG, PDF 파일만 올릴 수 있어요.');
  });
});
