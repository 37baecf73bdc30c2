import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetPeriod } from './period';
import { useSeoulToday } from './use-seoul-today';

afterEach(() => {
  vi.useRealTimers();
  // Back to the environment's own visibilityState (the prototype's getter).
  Reflect.deleteProperty(document, 'visibilityState');
});

const endOfDay = (date: string) => Date.parse(`${date}T23:59:59.999+09:00`);

function showPage(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

describe('useSeoulToday', () => {
  it('보이는 채로 서울 자정을 넘겨도 다시 그리지 않는다 (읽던 목록이 첫 쪽부터 다시 그려지지 않게)', () => {
    vi.useFakeTimers({ now: new Date('2025-03-04T23:59:58+09:00') });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSeoulToday();
    });
    expect(result.current).toBe(endOfDay('2025-03-04'));
    const rendersBefore = renders;
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(renders).toBe(rendersBefore);
    expect(result.current).toBe(endOfDay('2025-03-04'));
  });

  it('기기 시간대가 UTC 여도 서울의 날로 센다 (UTC 15:00 이 서울 자정)', () => {
    vi.useFakeTimers({ now: new Date('2025-03-04T14:59:59Z') });
    const { result } = renderHook(() => useSeoulToday());
    expect(result.current).toBe(endOfDay('2025-03-04'));
    vi.setSystemTime(new Date('2025-03-04T15:00:00Z'));
    showPage('hidden');
    showPage('visible');
    expect(result.current).toBe(endOfDay('2025-03-05'));
    expect(presetPeriod('1M', result.current)).toEqual({ searchBeginAt: '20250205', searchEndAt: '20250305' });
  });

  it('잠든 사이 자정을 넘긴 뒤 화면이 다시 보이면 새 날로 바뀐다', () => {
    vi.useFakeTimers({ now: new Date('2025-03-04T22:00:00+09:00') });
    const { result } = renderHook(() => useSeoulToday());
    showPage('hidden');
    // The clock jumps on: a phone asleep.
    vi.setSystemTime(new Date('2025-03-05T07:30:00+09:00'));
    expect(result.current).toBe(endOfDay('2025-03-04'));
    showPage('visible');
    expect(result.current).toBe(endOfDay('2025-03-05'));
  });
});
