import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64';

describe('base64', () => {
  it('표준 base64로 인코딩한다', () => {
    expect(toBase64(new Uint8Array([1, 2, 3]))).toBe('AQID');
    expect(toBase64(new Uint8Array([251, 255]))).toBe('+/8=');
  });

  it('표준과 URL-safe, 패딩 유무 모두 디코딩한다', () => {
    expect([...fromBase64('+/8=')]).toEqual([251, 255]);
    expect([...fromBase64('-_8')]).toEqual([251, 255]);
  });

  it('base64가 아니면 TypeError', () => {
    expect(() => fromBase64('12 34')).toThrow(TypeError);
  });
});
