import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useScreenSignal } from './use-screen-signal';

describe('useScreenSignal', () => {
  it('화면이 떠 있는 동안은 중단되지 않고, 화면이 사라지면 그때 받은 신호가 중단된다', () => {
    const { result, unmount } = renderHook(() => useScreenSignal());
    const signal = result.current();
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
    expect(result.current().aborted).toBe(true);
  });

  it('StrictMode 의 연습 언마운트 뒤에도 실제로 떠 있는 화면의 신호는 살아 있다', () => {
    const { result, unmount } = renderHook(() => useScreenSignal(), { wrapper: StrictMode });
    expect(result.current().aborted).toBe(false);
    unmount();
    expect(result.current().aborted).toBe(true);
  });
});
