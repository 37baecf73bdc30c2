import { describe, expect, it } from 'vitest';
import { cryptoBytes, ExhaustedBytesError, fisherYates, readBytes, uniformBelow } from './fisher-yates';

describe('uniformBelow', () => {
  it('한계값 아래의 바이트는 나머지로 쓴다', () => {
    expect(uniformBelow(readBytes(new Uint8Array([250])), 12)).toBe(10);
    expect(uniformBelow(readBytes(new Uint8Array([0])), 41)).toBe(0);
  });

  it('한계값 이상의 바이트는 버리고 다음 바이트를 읽는다 (모듈로 편향 없음)', () => {
    // 256 % 12 = 4, so 252..255 would make 0..3 more likely; they are rejected.
    expect(uniformBelow(readBytes(new Uint8Array([252, 255, 7])), 12)).toBe(7);
    // 256 % 41 = 10: 246..255 rejected.
    expect(uniformBelow(readBytes(new Uint8Array([246, 245])), 41)).toBe(40);
  });

  it('범위를 벗어난 bound는 RangeError', () => {
    expect(() => uniformBelow(() => 0, 0)).toThrow(RangeError);
    expect(() => uniformBelow(() => 0, 257)).toThrow(RangeError);
  });
});

describe('fisherYates', () => {
  it('뒤에서부터 uniformBelow(i + 1)와 자리를 바꾼다', () => {
    // i=3: j=1 → [a,d,c,b]; i=2: j=2 → same; i=1: j=0 → [d,a,c,b]
    expect(fisherYates(['a', 'b', 'c', 'd'], readBytes(new Uint8Array([1, 2, 0])))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('원본 배열은 바꾸지 않는다', () => {
    const items = ['a', 'b', 'c'];
    fisherYates(items, readBytes(new Uint8Array([0, 0])));
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('바이트가 다 떨어지면 ExhaustedBytesError', () => {
    expect(() => fisherYates(['a', 'b', 'c'], readBytes(new Uint8Array([0])))).toThrow(ExhaustedBytesError);
  });
});

describe('cryptoBytes', () => {
  it('256바이트 블록 단위로 CSPRNG를 다시 채운다', () => {
    let fills = 0;
    const read = cryptoBytes((bytes) => {
      fills += 1;
      bytes.fill(fills);
    });
    expect(read()).toBe(1);
    for (let i = 1; i < 256; i += 1) read();
    expect(read()).toBe(2);
    expect(fills).toBe(2);
  });
});
