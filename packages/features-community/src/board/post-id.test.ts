import { describe, expect, it } from 'vitest';
import { postIdOf } from './post-id';

describe('postIdOf', () => {
  it('양의 정수만 글 번호로 읽는다', () => {
    expect(postIdOf('12')).toBe(12);
    expect(postIdOf('1')).toBe(1);
    expect(postIdOf('0')).toBeNull();
    expect(postIdOf('12abc')).toBeNull();
    expect(postIdOf('-3')).toBeNull();
    expect(postIdOf('')).toBeNull();
  });
});
