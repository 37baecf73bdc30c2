// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampZoom, doubleTapZoom, swipeDirection } from './zoom-math';

describe('zoom math', () => {
  it('확대는 1~10, 갤러리 최대는 넘기지 않는다', () => {
    expect(clampZoom(12)).toBe(10);
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(7, 5)).toBe(5);
    expect(clampZoom(7, 20)).toBe(7);
    expect(clampZoom(11, 20)).toBe(10);
  });

  it('두 번 탭하면 3배(최대 이하), 확대 중이면 1배', () => {
    expect(doubleTapZoom(1)).toBe(3);
    expect(doubleTapZoom(1, 2)).toBe(2);
    expect(doubleTapZoom(3)).toBe(1);
    expect(doubleTapZoom(1.2)).toBe(1);
  });

  it('스와이프는 50px 또는 너비 10% 중 작은 쪽부터', () => {
    expect(swipeDirection(-50, 1000)).toBe('next');
    expect(swipeDirection(49, 1000)).toBeNull();
    expect(swipeDirection(36, 360)).toBe('prev');
    expect(swipeDirection(35, 360)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });
});
