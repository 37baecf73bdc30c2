import { describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from './retry-when-online';

describe('retryWhenOnline', () => {
  it('실패하면 다시 연결될 때마다 다시 불러오고, 성공한 값을 준다', async () => {
    const network = new EventTarget();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('chunk');
    let settled = false;
    const loading = retryWhenOnline(load, network).then((value) => {
      settled = true;
      return value;
    });

    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
    network.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(settled).toBe(false);
    network.dispatchEvent(new Event('online'));

    await expect(loading).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('바로 성공하면 한 번만 부른다', async () => {
    const load = vi.fn(async () => 'chunk');
    await expect(retryWhenOnline(load, new EventTarget())).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
