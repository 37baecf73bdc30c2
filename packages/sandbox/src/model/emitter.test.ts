import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter';

describe('createEmitter', () => {
  it('구독한 순서대로 전달하고 해지하면 더 받지 않는다', () => {
    const emitter = createEmitter<{ ping: { n: number } }>();
    const seen: string[] = [];
    const off = emitter.on('ping', ({ n }) => seen.push(`a${n}`));
    emitter.onAny((name, payload) => seen.push(`${String(name)}${payload.n}`));
    emitter.emit('ping', { n: 1 });
    off();
    emitter.emit('ping', { n: 2 });
    expect(seen).toEqual(['a1', 'ping1', 'ping2']);
    expect(emitter.listenerCount('ping')).toBe(1);
  });

  it('한 리스너가 던져도 다른 리스너는 받는다', () => {
    const emitter = createEmitter<{ ping: number }>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: number[] = [];
    emitter.on('ping', () => {
      throw new Error('boom');
    });
    emitter.on('ping', (n) => seen.push(n));
    emitter.emit('ping', 7);
    expect(seen).toEqual([7]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
