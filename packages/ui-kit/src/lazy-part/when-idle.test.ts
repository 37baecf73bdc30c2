import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('브라우저가 한가할 때(requestIdleCallback) 2초 안에 실행한다', () => {
    const requestIdleCallback = vi.fn<(run: () => void, options: { timeout: number }) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const run = vi.fn();
    whenIdle(run);
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 2000 });
    expect(run).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]?.[0]();
    expect(run).toHaveBeenCalledOnce();
  });

  it('requestIdleCallback 이 없는 브라우저에서는 다음 태스크에 실행한다', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, { timeout: 500 });
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });
});
