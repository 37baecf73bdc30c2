import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '../button/button';

export interface LoadMoreProps {
  /** The list has another page (TanStack Query's `hasNextPage`); without one nothing is drawn. */
  readonly hasNextPage: boolean;
  /** The next page is on its way: the button waits, and scrolling asks for nothing more. */
  readonly isFetchingNextPage: boolean;
  /** The last request for the next page failed: says so, and only the button asks again. */
  readonly failed: boolean;
  readonly onLoadMore: () => void;
  /** The button's words, naming what comes (`알림 더 보기`). */
  readonly label?: string;
  /** What failed, in Korean (`다음 알림을 불러오지 못했어요.`). */
  readonly failedText?: string;
}

/**
 * How far below the screen the end of the list starts the next page, so scrolling rarely waits.
 */
const AHEAD_OF_SIGHT = '0px 0px 320px 0px';

/**
 * The end of an infinite list: asks for the next page as the end comes into view (a little ahead
 * of it), and keeps a button for keyboards, screen readers and WebViews without
 * IntersectionObserver. A failed page is said beside the button, which then reads 다시 시도하기 (as every failed load's retry);
 * scrolling does not retry by itself, so a failing server is not asked in a loop.
 *
 * @example
 * <LoadMore
 *   hasNextPage={feed.hasNextPage}
 *   isFetchingNextPage={feed.isFetchingNextPage}
 *   failed={feed.isFetchNextPageError}
 *   onLoadMore={() => void feed.fetchNextPage()}
 *   label="알림 더 보기"
 * />
 */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  failed,
  onLoadMore,
  label = '더 보기',
  failedText = '다음 목록을 불러오지 못했어요.',
}: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const sighted = useEffectEvent(onLoadMore);
  const watching = hasNextPage && !isFetchingNextPage && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!watching || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) sighted();
      },
      { rootMargin: AHEAD_OF_SIGHT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="jg-load-more">
      {failed ? (
        <p className="jg-load-more__error" role="alert">
          {failedText} 잠시 후 다시 시도해주세요.
        </p>
      ) : null}
      <Button status="outline" size="medium" onClick={onLoadMore} busy={isFetchingNextPage}>
        {isFetchingNextPage ? '불러오는 중이에요' : failed ? '다시 시도하기' : label}
      </Button>
    </div>
  );
}
