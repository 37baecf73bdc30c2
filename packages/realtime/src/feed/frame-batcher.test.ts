import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_FALLBACK_MS, type FrameScheduler, createFrameBatcher, nextFrame } from './frame-batcher';

function manualFrames() {
  const waiting: (() => void)[] = [];
  const schedule: FrameScheduler = (run) => {
    waiting.push(run);
    return () => waiting.splice(waiting.indexOf(run), 1);
  };
  return { schedule, frame: () => waiting.splice(0).forEach((run) => run()), get scheduled() { return waiting.length; } };
}

describe('createFrameBatcher', () => {
  it('한 프레임 동안 들어온 항목을 한 번에 넘긴다', () => {
    const frames = manualFrames();
    const batches: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => batches.push(items), frames.schedule);
    for (let n = 1; n <= 500; n += 1) batcher.push(n);
    expect(frames.scheduled).toBe(1);
    expect(batches).toEqual([]);
    frames.frame();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(500);
    expect(batches[0]?.at(-1)).toBe(500);
    batcher.push(501);
    frames.frame();
    expect(batches[1]).toEqual([501]);
    expect(batcher.flushes).toBe(2);
  });

  it('drop은 고른 것만 버리고 나머지는 프레임에 넘긴다', () => {
    const frames = manualFrames();
    const batches: string[][] = [];
    const batcher = createFrameBatcher<string>((items) => batches.push(items), frames.schedule);
    batcher.push('market-1');
    batcher.push('user-1');
    batcher.push('market-2');
    batcher.drop((item) => item.startsWith('user'));
    expect(batcher.pending).toBe(2);
    frames.frame();
    expect(batches).toEqual([['market-1', 'market-2']]);
  });

  it('flushNow는 예약을 취소하고 바로 넘기며, clear는 버린다', () => {
    const frames = manualFrames();
    const batches: string[][] = [];
    const batcher = createFrameBatcher<string>((items) => batches.push(items), frames.schedule);
    batcher.push('a');
    batcher.flushNow();
    expect(frames.scheduled).toBe(0);
    batcher.push('b');
    batcher.clear();
    frames.frame();
    expect(batches).toEqual([['a']]);
    expect(batcher.pending).toBe(0);
  });
});

describe('nextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** Animation frames that come only when `frame()` is called, as a hidden page's never do. */
  function heldFrames() {
    const waiting = new Map<number, FrameRequestCallback>();
    let lastId = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      lastId += 1;
      waiting.set(lastId, callback);
      return lastId;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id));
    return {
      frame: () => {
        const callbacks = [...waiting.values()];
        waiting.clear();
        for (const callback of callbacks) callback(0);
      },
      get asked() {
        return waiting.size;
      },
    };
  }

  it('프레임을 기다리는 사이 화면이 가려져도 타이머가 넘겨 주어 쌓이지 않는다', () => {
    vi.useFakeTimers();
    const frames = heldFrames();
    const batches: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => batches.push(items));
    batcher.push(0);
    expect(frames.asked).toBe(1);
    // The page goes to the background: the frame asked for above never comes.
    for (let n = 1; n <= 1000; n += 1) batcher.push(n);
    vi.advanceTimersByTime(FRAME_FALLBACK_MS);
    expect(batcher.pending).toBe(0);
    expect(batches.flat()).toHaveLength(1001);
    expect(frames.asked).toBe(0);
  });

  it('프레임이 먼저 오면 타이머는 다시 부르지 않는다', () => {
    vi.useFakeTimers();
    const frames = heldFrames();
    const run = vi.fn();
    nextFrame(run);
    frames.frame();
    vi.advanceTimersByTime(FRAME_FALLBACK_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('취소하면 프레임도 타이머도 부르지 않는다', () => {
    vi.useFakeTimers();
    const frames = heldFrames();
    const run = vi.fn();
    const cancel = nextFrame(run);
    cancel();
    frames.frame();
    vi.advanceTimersByTime(FRAME_FALLBACK_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
