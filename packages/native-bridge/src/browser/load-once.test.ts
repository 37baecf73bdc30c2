import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('한 번만 불러와 모든 호출이 같은 결과를 나눈다', async () => {
    const load = vi.fn(async () => ({ ready: true }));
    const module = loadOnce(load);
    expect(module.started()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(await module.started()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('실패한 불러오기는 기억하지 않고 다음 호출에서 다시 시도한다', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('web-actions');
    const module = loadOnce(load);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.started()).toBeUndefined();
    await expect(module.load()).resolves.toBe('web-actions');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
