// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampPan, clampZoom, couldBeTap, doubleTapZoom, keyPan, panToward, swipeDirection, zoomAt } from './zoom-math';

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

  it('탭은 한 손가락이 10px 안에 머물러 250ms 안에 뗀 것이고, 더 움직이면 끌기, 더 오래면 누르기', () => {
    const down = { x: 100, y: 100, at: 1000 };
    expect(couldBeTap(down, { x: 106, y: 107, at: 1249 })).toBe(true);
    expect(couldBeTap(down, { x: 106, y: 108, at: 1100 })).toBe(false);
    expect(couldBeTap(down, { x: 100, y: 100, at: 1250 })).toBe(false);
  });

  it('스와이프는 50px 또는 너비 10% 중 작은 쪽부터', () => {
    expect(swipeDirection(-50, 1000)).toBe('next');
    expect(swipeDirection(49, 1000)).toBeNull();
    expect(swipeDirection(36, 360)).toBe('prev');
    expect(swipeDirection(35, 360)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });

  it('확대한 사진은 그 가장자리가 무대 가장자리에 닿을 때까지만 옮기고, 1배면 가운데에 둔다', () => {
    const stage = { width: 300, height: 200 };
    expect(clampPan({ x: 500, y: -10 }, 2, stage, stage)).toEqual({ x: 150, y: -10 });
    expect(clampPan({ x: -500, y: -500 }, 3, stage, stage)).toEqual({ x: -300, y: -200 });
    expect(clampPan({ x: 80, y: -30 }, 1, stage, stage)).toEqual({ x: 0, y: 0 });
  });

  it('무대보다 좁은 세로 사진은 옆으로는 제 폭만큼만, 위아래로는 무대만큼 옮긴다', () => {
    const stage = { width: 300, height: 200 };
    const portrait = { width: 100, height: 200 };
    expect(clampPan({ x: 500, y: 500 }, 2, stage, portrait)).toEqual({ x: 0, y: 100 });
    expect(clampPan({ x: -500, y: 0 }, 4, stage, portrait)).toEqual({ x: -50, y: 0 });
  });

  it('방향키는 그쪽을 더 보여 준다(사진은 반대로 움직인다), 다른 키는 옮기지 않는다', () => {
    expect(keyPan('ArrowRight', { x: 0, y: 0 })).toEqual({ x: -40, y: 0 });
    expect(keyPan('ArrowLeft', { x: 0, y: 0 })).toEqual({ x: 40, y: 0 });
    expect(keyPan('ArrowDown', { x: 10, y: 0 })).toEqual({ x: 10, y: -40 });
    expect(keyPan('ArrowUp', { x: 10, y: 0 })).toEqual({ x: 10, y: 40 });
    expect(keyPan('Enter', { x: 10, y: 0 })).toBeNull();
  });

  it('두 번 탭한 곳으로 확대: 그 자리의 사진은 손가락 아래에 남는다', () => {
    expect(zoomAt({ x: -135, y: -90 }, { x: 0, y: 0 }, 1, 3)).toEqual({ x: 270, y: 180 });
    // Already moved and zoomed: the spot under (30, 0) is 15 px right of the picture's centre at 2×…
    const pan = zoomAt({ x: 30, y: 0 }, { x: 0, y: 0 }, 2, 4);
    // …so at 4× it is 60 px right of the centre, drawn at pan + 60 = 30 again.
    expect(pan.x + 60).toBe(30);
    expect(zoomAt({ x: 0, y: 0 }, { x: 12, y: -8 }, 3, 3)).toEqual({ x: 12, y: -8 });
  });

  it('옮기기 버튼: 보는 곳이 그쪽으로 가고 사진은 반대로 움직인다', () => {
    expect(panToward('right', { x: 0, y: 0 }, 150)).toEqual({ x: -150, y: 0 });
    expect(panToward('left', { x: 0, y: 0 }, 150)).toEqual({ x: 150, y: 0 });
    expect(panToward('down', { x: 5, y: 0 }, 100)).toEqual({ x: 5, y: -100 });
    expect(panToward('up', { x: 5, y: 0 }, 100)).toEqual({ x: 5, y: 100 });
  });
});
