// DOMPurify does not support happy-dom (it mis-sanitises there): HTML toasts are checked in jsdom.
// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ToastHost } from './toast-host';
import { clearToast, getToast, showToast } from './toast-queue';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    // A toast left in the queue would be the next host's pending one.
    clearToast();
  });

  it('clearToast는 보이는 토스트를 시간 전에 끝낸다', () => {
    render(<ToastHost />);
    act(() => showToast('저장했어요'));
    expect(screen.getByRole('status')).toHaveTextContent('저장했어요');
    act(() => clearToast());
    expect(getToast()).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('toast-overlay')).not.toBeInTheDocument();
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

  it('호스트가 늦게 올라와도 알림 영역을 먼저 비운 채 넣고, 기다리던 토스트는 그 영역에 넣는다', async () => {
    // The host waits for the empty region to be drawn (animation frames): real time, not the fakes.
    vi.useRealTimers();
    showToast('공유가 완료되었습니다.');
    // What each record added is told apart by its target: a toast put in a region already in the
    // page is a record of its own, one drawn together with its region is not.
    const intoRegion: Node[] = [];
    const elsewhere: Node[] = [];
    const sort = (records: MutationRecord[]) => {
      for (const record of records) {
        const target = record.target instanceof Element && record.target.matches('.jg-toast-region') ? intoRegion : elsewhere;
        target.push(...record.addedNodes);
      }
    };
    const observer = new MutationObserver(sort);
    observer.observe(document.body, { childList: true, subtree: true });
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await waitFor(() => expect(region).toHaveTextContent('공유가 완료되었습니다.'));
    sort(observer.takeRecords());
    observer.disconnect();
    expect(elsewhere.some((node) => node.contains(region))).toBe(true);
    expect(intoRegion).toHaveLength(1);
    expect(intoRegion[0]).toHaveTextContent('공유가 완료되었습니다.');
  });

  it('html이 아니면 태그를 글자 그대로 보여 준다', () => {
    render(<ToastHost />);
    act(() => showToast('<b>x</b>'));
    expect(screen.getByRole('status')).toHaveTextContent('<b>x</b>');
  });
});
