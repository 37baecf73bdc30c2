import { Button } from '@jogak/ui-kit';
import { useEffect, useEffectEvent, useRef } from 'react';

export interface LoadMoreProps {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  /** A failed next page: the button says 다시 불러오기 and scrolling no longer retries by itself. */
  readonly failed: boolean;
  readonly onLoadMore: () => void;
}

/**
 * The end of an infinite list: asks for the next page when it scrolls into view, and keeps a
 * 더 보기 button for keyboards, screen readers and browsers without IntersectionObserver.
 *
 * @example
 * <LoadMore hasNextPage={feed.hasNextPage} isFetchingNextPage={feed.isFetchingNextPage} failed={feed.isFetchNextPageError} onLoadMore={() => void feed.fetchNextPage()} />
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, failed, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useEffectEvent(onLoadMore);
  const watching = hasNextPage && !isFetchingNextPage && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="jg-support-more">
      {failed ? (
        <p className="jg-support-more__error" role="alert">
          다음 목록을 불러오지 못했어요.
        </p>
      ) : null}
      <Button status="outline" size="full" onClick={onLoadMore} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? '불러오는 중이에요' : failed ? '다시 불러오기' : '더 보기'}
      </Button>
    </div>
  );
}
