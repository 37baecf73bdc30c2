import { describe, expect, it } from 'vitest';
import { readBytes } from '../shuffle/fisher-yates';
import { makeGlyphJitter } from './glyph-jitter';

describe('makeGlyphJitter', () => {
  it('바이트 0은 최소값, 255는 최대값 쪽으로 흔든다', () => {
    const low = makeGlyphJitter(readBytes(new Uint8Array(32).fill(0)));
    expect([low.dx, low.dy, low.rotation, low.scale, low.speckles.length]).toEqual([-3, -3, -6, 0.9, 6]);
    const high = makeGlyphJitter(readBytes(new Uint8Array(32).fill(255)));
    expect([high.dx, high.dy, high.rotation, high.scale, high.speckles.length]).toEqual([3, 3, 6, 1.1, 9]);
    expect(high.speckles[0]).toEqual([1, 1]);
  });

  it('다른 바이트면 다른 흔들림 (세션마다 다른 그림)', () => {
    const first = makeGlyphJitter(readBytes(new Uint8Array(32).fill(10)));
    const second = makeGlyphJitter(readBytes(new Uint8Array(32).fill(200)));
    expect(first).not.toEqual(second);
  });
});
