import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from './retry-when-online';

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module');

afterEach(() => {
  vi.useRealTimers();
});

describe('retryWhenOnline', () => {
  it('실패하면 다시 연결될 때마다 바로 다시 불러오고, 성공한 값을 준다', async () => {
    vi.useFakeTimers();
    const network = new EventTarget();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkFailure()).mockRejectedValueOnce(chunkFailure()).mockResolvedValue('chunk');
    let settled = false;
    const loading = retryWhenOnline(load, network).then((value) => {
      settled = true;
      return value;
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    network.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).toBe(false);
    network.dispatchEvent(new Event('online'));

    await expect(loading).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('온라인인 채로 실패해도 (연결 끊김, 5xx, 404) 잠시 뒤 다시 불러온다', async () => {
    vi.useFakeTimers();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue('chunk');
    const loading = retryWhenOnline(load, new EventTarget());

    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(loading).resolves.toBe('chunk');
  });

  it('계속 실패하면 1초, 2초, 4초 … 로 간격을 늘리고 30초에서 멈춘다', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    const callsAt: number[] = [];
    const load = vi.fn(() => {
      callsAt.push(Date.now() - start);
      return Promise.reject<string>(chunkFailure());
    });
    void retryWhenOnline(load, new EventTarget());

    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 16_000 + 30_000 + 30_000);
    expect(callsAt).toEqual([0, 1_000, 3_000, 7_000, 15_000, 31_000, 61_000, 91_000]);
  });

  it('다시 연결되어 불러온 뒤에는 타이머가 또 부르지 않는다', async () => {
    vi.useFakeTimers();
    const network = new EventTarget();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkFailure()).mockResolvedValue('chunk');
    const loading = retryWhenOnline(load, network);

    await vi.advanceTimersByTimeAsync(0);
    network.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('chunk');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('바로 성공하면 한 번만 부른다', async () => {
    const load = vi.fn(async () => 'chunk');
    await expect(retryWhenOnline(load, new EventTarget())).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
