import { describe, expect, it, vi } from 'vitest';
import { createErrorLog } from './error-log';

const entry = (message: string) => ({ kind: 'uncaught' as const, message, route: '/', stack: undefined, at: 1 });

describe('createErrorLog', () => {
  it('최근 항목만 용량만큼 남긴다', () => {
    const log = createErrorLog(2);
    log.add(entry('a'));
    log.add(entry('b'));
    log.add(entry('c'));
    expect(log.entries().map((e) => e.message)).toEqual(['b', 'c']);
  });
  it('구독자에게 알리고 해지하면 멈춘다', () => {
    const log = createErrorLog();
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    log.add(entry('a'));
    unsubscribe();
    log.add(entry('b'));
    expect(listener).toHaveBeenCalledTimes(1);
    log.clear();
    expect(log.entries()).toEqual([]);
  });
});
