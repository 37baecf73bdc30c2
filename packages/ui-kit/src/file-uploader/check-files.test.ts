// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkFiles, describeAccept } from './check-files';

function file(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

const rules = { accept: ['image/png', 'image/jpeg', '.pdf'], maxBytes: 1024, maxFiles: 2 };

describe('checkFiles', () => {
  it('형식, 크기, 개수를 지킨 파일만 받는다', () => {
    const result = checkFiles(
      [file('a.png', 'image/png', 10), file('b.gif', 'image/gif', 10), file('c.pdf', '', 2048), file('d.jpg', 'image/jpeg', 1024)],
      [],
      rules,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'd.jpg']);
    expect(result.errors).toEqual([
      'b.gif: PNG, JPG, PDF 파일만 올릴 수 있어요.',
      'c.pdf: 1.00 KB 이하 파일만 올릴 수 있어요. (지금 2.00 KB)',
    ]);
  });

  it('이미 고른 파일을 세어 개수를 넘기면 거절한다', () => {
    const result = checkFiles([file('b.png', 'image/png', 1)], [file('a.png', 'image/png', 1), file('c.png', 'image/png', 1)], rules);
    expect(result.accepted).toEqual([]);
    expect(result.errors).toEqual(['b.png: 파일은 2개까지 올릴 수 있어요.']);
  });

  it('image/* 와 확장자 규칙', () => {
    expect(describeAccept(['image/*', '.pdf'])).toBe('이미지, PDF');
    expect(checkFiles([file('x.webp', 'image/webp', 1)], [], { accept: ['image/*'], maxBytes: 10, maxFiles: 1 }).accepted).toHaveLength(1);
  });
});
