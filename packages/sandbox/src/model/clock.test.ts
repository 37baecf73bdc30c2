import { describe, expect, it } from 'vitest';
import { compactDate, createClock, isoSeoul } from './clock';

describe('createClock', () => {
  it('시작 시각에 멈춰 있고 앞으로 옮길 수 있다', () => {
    const clock = createClock('2025-03-04T10:00:00+09:00');
    expect(clock.frozen).toBe(true);
    clock.advance({ hours: 1, minutes: 30 });
    expect(isoSeoul(clock.now())).toBe('2025-03-04T11:30:00+09:00');
  });

  it('다른 시간대로 준 시각도 서울 시각으로 읽는다', () => {
    const clock = createClock('2025-03-03T23:30:00Z');
    expect(isoSeoul(clock.now())).toBe('2025-03-04T08:30:00+09:00');
    expect(compactDate(clock.now())).toBe('20250304');
  });

  it('set으로 다시 멈추고 useRealTime으로 풀린다', () => {
    const clock = createClock();
    expect(clock.frozen).toBe(false);
    clock.set('2025-01-01T00:00:00+09:00');
    expect(isoSeoul(clock.now())).toBe('2025-01-01T00:00:00+09:00');
    clock.useRealTime();
    expect(clock.frozen).toBe(false);
  });

  it('잘못된 시각은 거절한다', () => {
    expect(() => createClock('not a date')).toThrow('Invalid clock start: not a date');
  });
});
