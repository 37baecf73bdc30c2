import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

interface Watch {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  target: Element | null;
}

/** A stand-in IntersectionObserver that records what is watched, so a test can bring it into view. */
function stubIntersectionObserver(): Watch[] {
  const watches: Watch[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly watch: Watch;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.watch = { callback, options, target: null };
        watches.push(this.watch);
      }
      observe(target: Element) {
        this.watch.target = target;
      }
      disconnect() {
        this.watch.target = null;
      }
    },
  );
  return watches;
}

const bringIntoView = (watch: Watch | undefined) =>
  watch?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoadMore', () => {
  it('다음 페이지가 없으면 아무것도 그리지 않는다', () => {
    const { container } = render(<LoadMore hasNextPage={false} isFetchingNextPage={false} failed={false} onLoadMore={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('목록 끝이 보이기 조금 전에 다음 페이지를 부른다', () => {
    const watches = stubIntersectionObserver();
    const onLoadMore = vi.fn();
    render(<LoadMore hasNextPage isFetchingNextPage={false} failed={false} onLoadMore={onLoadMore} label="알림 더 보기" />);
    const watching = watches.find((watch) => watch.target !== null);
    expect(watching?.target).toContainElement(screen.getByRole('button', { name: '알림 더 보기' }));
    expect(watching?.options?.rootMargin).toBe('0px 0px 320px 0px');
    bringIntoView(watching);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('불러오는 동안에는 버튼이 (포커스를 지킨 채) 기다리고, 눌러도 스크롤해도 더 부르지 않는다', async () => {
    const watches = stubIntersectionObserver();
    const onLoadMore = vi.fn();
    render(<LoadMore hasNextPage isFetchingNextPage failed={false} onLoadMore={onLoadMore} />);
    const waiting = screen.getByRole('button', { name: '불러오는 중이에요' });
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(waiting);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(watches.filter((watch) => watch.target !== null)).toEqual([]);
  });

  it('실패하면 무엇을 못 불렀는지 알리고, 버튼으로만 다시 부른다', async () => {
    const watches = stubIntersectionObserver();
    const onLoadMore = vi.fn();
    render(<LoadMore hasNextPage isFetchingNextPage={false} failed onLoadMore={onLoadMore} failedText="다음 알림을 불러오지 못했어요." />);
    expect(screen.getByRole('alert')).toHaveTextContent('다음 알림을 불러오지 못했어요. 잠시 후 다시 시도해주세요.');
    expect(watches.filter((watch) => watch.target !== null)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '다시 시도하기' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('IntersectionObserver 가 없는 WebView 에서도 더 보기 버튼으로 부른다', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onLoadMore = vi.fn();
    render(<LoadMore hasNextPage isFetchingNextPage={false} failed={false} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
