// DOMPurify does not support happy-dom (it mis-sanitises there): HTML toasts are checked in jsdom.
// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ToastHost } from './toast-host';
import { showToast } from './toast-queue';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('가운데에 1,200ms 동안 보이고 오버레이와 함께 사라진다', () => {
    render(<ToastHost />);
    act(() => showToast('공유가 완료되었습니다.'));
    expect(screen.getByRole('status')).toHaveTextContent('공유가 완료되었습니다.');
    expect(screen.getByRole('status')).toHaveAttribute('data-position', 'center');
    expect(screen.getByTestId('toast-overlay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1199));
    expect(screen.getByRole('status')).toHaveTextContent('공유가 완료되었습니다.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByTestId('toast-overlay')).not.toBeInTheDocument();
  });

  it('위치와 시간을 바꿀 수 있고, 새 토스트가 이전 것을 대신한다', () => {
    render(<ToastHost />);
    act(() => showToast({ message: '첫째', durationMs: 3000, position: 'bottom' }));
    expect(screen.getByRole('status')).toHaveAttribute('data-position', 'bottom');
    act(() => vi.advanceTimersByTime(1000));
    act(() => showToast('둘째'));
    expect(screen.getByRole('status')).toHaveTextContent('둘째');
    act(() => vi.advanceTimersByTime(1200));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('오버레이를 누르면 바로 닫힌다', () => {
    render(<ToastHost />);
    act(() => showToast('파일 다운로드가 완료되었습니다.'));
    act(() => screen.getByTestId('toast-overlay').click());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('html 내용은 정제해서 그린다', async () => {
    render(<ToastHost />);
    act(() => showToast({ message: '<b>저장</b>했어요<img src=x alt="" onerror="alert(1)">', html: true }));
    const region = screen.getByRole('status');
    expect(region.querySelector('b')).toHaveTextContent('저장');
    expect(region.innerHTML).not.toContain('onerror');
    vi.useRealTimers();
    await expectNoAxeViolations(document.body);
  });

  it('html이 아니면 태그를 글자 그대로 보여 준다', () => {
    render(<ToastHost />);
    act(() => showToast('<b>x</b>'));
    expect(screen.getByRole('status')).toHaveTextContent('<b>x</b>');
  });
});
