// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scrollForThumbDrag, thumbOffset, thumbSize, trackClickScroll } from './scroll-geometry';

describe('scroll geometry', () => {
  it('막대 길이는 보이는 비율, 최소 25', () => {
    expect(thumbSize(200, 200, 1000)).toBe(40);
    expect(thumbSize(200, 200, 100000)).toBe(25);
    expect(thumbSize(200, 200, 200)).toBe(0);
  });

  it('막대 위치는 스크롤 비율을 따른다', () => {
    expect(thumbOffset(0, 200, 200, 1000)).toBe(0);
    expect(thumbOffset(400, 200, 200, 1000)).toBe(80);
    expect(thumbOffset(800, 200, 200, 1000)).toBe(160);
    expect(thumbOffset(9999, 200, 200, 1000)).toBe(160);
  });

  it('트랙을 누르면 40씩, 끝을 넘지 않게', () => {
    expect(trackClickScroll(100, 'after', 200, 1000)).toBe(140);
    expect(trackClickScroll(100, 'before', 200, 1000)).toBe(60);
    expect(trackClickScroll(20, 'before', 200, 1000)).toBe(0);
    expect(trackClickScroll(790, 'after', 200, 1000)).toBe(800);
  });

  it('막대를 끌면 같은 비율로 스크롤한다', () => {
    expect(scrollForThumbDrag(0, 32, 200, 200, 1000)).toBe(160);
    expect(scrollForThumbDrag(0, 500, 200, 200, 1000)).toBe(800);
  });
});
