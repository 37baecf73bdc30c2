import { describe, expect, it, vi } from 'vitest';
import { APP_FRAME_ID } from './app-frame';
import { firstScreenSettled, whenFirstScreenSettles } from './first-screen-settled';

/** Frames and timers run by hand. */
function manualClock() {
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  return {
    nextFrame: (step: () => void) => void frames.push(step),
    setTimer: (run: () => void) => void timers.push(run),
    frame: () => {
      for (const step of frames.splice(0)) step();
    },
    deadline: () => {
      for (const run of timers.splice(0)) run();
    },
  };
}

describe('whenFirstScreenSettles', () => {
  it('두 프레임 연속으로 첫 화면이 안정되면 글꼴을 한 번 불러온다', () => {
    const clock = manualClock();
    const settledFrames = [false, true, false, true, true, true];
    const load = vi.fn();
    whenFirstScreenSettles(() => settledFrames.shift() ?? true, load, clock);

    for (let frame = 0; frame < 4; frame += 1) clock.frame();
    expect(load).not.toHaveBeenCalled();
    clock.frame();
    expect(load).toHaveBeenCalledTimes(1);
    clock.frame();
    clock.deadline();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('첫 화면이 끝내 안정되지 않아도 기한이 되면 불러온다', () => {
    const clock = manualClock();
    const load = vi.fn();
    whenFirstScreenSettles(() => false, load, clock);

    clock.frame();
    clock.frame();
    expect(load).not.toHaveBeenCalled();
    clock.deadline();
    expect(load).toHaveBeenCalledTimes(1);
    clock.frame();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('firstScreenSettled', () => {
  const resolved = { state: { status: 'idle', resolvedLocation: { pathname: '/home' } } } as unknown as Parameters<typeof firstScreenSettled>[0];
  const idleQueries = { isFetching: () => 0 };
  /** A page whose body is `html`, with index.html's frame still there or not (happy-dom has no `document.images`). */
  const page = (html: string, { frame = false } = {}) => {
    document.body.innerHTML = `${frame ? `<div id="${APP_FRAME_ID}"></div>` : ''}<div id="app">${html}</div>`;
    return {
      images: [...document.querySelectorAll('img')] as unknown as HTMLCollectionOf<HTMLImageElement>,
      getElementById: (id: string) => document.getElementById(id),
      querySelector: (selectors: string) => document.querySelector(selectors),
    };
  };
  /** Marks the page's images as loaded or not, as the browser would. */
  const loaded = (complete: boolean) => {
    for (const image of document.querySelectorAll('img')) Object.defineProperty(image, 'complete', { value: complete, configurable: true });
  };

  it('경로가 끝나고 요청이 없고 바로 불러오는 이미지가 다 들어왔을 때만 안정이다', () => {
    const withImages = page('<img src="/a.svg" loading="eager"><img src="/b.svg" loading="lazy">');
    loaded(true);
    expect(firstScreenSettled(resolved, idleQueries, withImages)).toBe(true);
    loaded(false);
    expect(firstScreenSettled(resolved, idleQueries, withImages)).toBe(false);
    expect(firstScreenSettled(resolved, { isFetching: () => 2 }, page(''))).toBe(false);
  });

  it('라우터가 첫 화면을 아직 그리지 않았으면(index.html 의 틀이 남아 있으면) 안정이 아니다', () => {
    expect(firstScreenSettled(resolved, idleQueries, page('', { frame: true }))).toBe(false);
    expect(firstScreenSettled(resolved, idleQueries, page(''))).toBe(true);
  });

  it('불러오는 중이라고 알리는 영역(aria-busy)이 남아 있으면 안정이 아니다', () => {
    expect(firstScreenSettled(resolved, idleQueries, page('<div aria-busy="true"><span role="status">불러오는 중이에요</span></div>'))).toBe(false);
    expect(firstScreenSettled(resolved, idleQueries, page('<button aria-busy="false">확인</button>'))).toBe(true);
  });

  it('아직 한 번도 경로를 끝내지 않았거나 이동 중이면 안정이 아니다', () => {
    const firstLoad = { state: { status: 'idle', resolvedLocation: undefined } } as unknown as Parameters<typeof firstScreenSettled>[0];
    const moving = { state: { status: 'pending', resolvedLocation: { pathname: '/home' } } } as unknown as Parameters<typeof firstScreenSettled>[0];
    expect(firstScreenSettled(firstLoad, idleQueries, page(''))).toBe(false);
    expect(firstScreenSettled(moving, idleQueries, page(''))).toBe(false);
  });
});
