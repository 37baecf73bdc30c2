import { describe, expect, it } from 'vitest';
import { type FrameScheduler, createFrameBatcher } from './frame-batcher';

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
