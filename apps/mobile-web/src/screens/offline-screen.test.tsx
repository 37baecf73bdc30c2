import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineScreen } from './offline-screen';

afterEach(() => {
  vi.useRealTimers();
});

describe('OfflineScreen', () => {
  it('명세의 문구를 보여준다', () => {
    render(<OfflineScreen onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: '네트워크가 원할하지 않아요' })).toBeInTheDocument();
    expect(screen.getByText('네트워크 연결 상태 확인 후 다시 시도해주세요!')).toBeInTheDocument();
  });

  it('다시 시도하기는 300ms 기다린 뒤 홈으로 보낸다', () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    render(<OfflineScreen onRetry={onRetry} />);
    act(() => screen.getByRole('button', { name: '다시 시도하기' }).click());
    act(() => vi.advanceTimersByTime(299));
    expect(onRetry).not.toHaveBeenCalled();
    const retry = screen.getByRole('button', { name: '다시 시도하기' });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    // A second press while it waits starts nothing more.
    act(() => retry.click());
    act(() => vi.advanceTimersByTime(1));
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(300));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
