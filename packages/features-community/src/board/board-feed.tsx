import { Button, EmptyState, ErrorState, Skeleton } from '@jogak/ui-kit';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';

/** A page of a board as the contract returns it. */
export interface FeedPage<T> {
  readonly content: readonly T[];
}

export interface BoardFeedProps<T> {
  readonly query: UseInfiniteQueryResult<InfiniteData<FeedPage<T>, unknown>>;
  /** Names the list for screen readers ("이벤트 목록"). */
  readonly label: string;
  /** What failed, in Korean ("이벤트를 불러오지 못했어요."). */
  readonly errorText: string;
  readonly emptyTitle: string;
  readonly emptyDescription?: string;
  readonly keyOf: (item: T) => string;
  readonly children: (item: T) => ReactNode;
}

/**
 * Asks for the next page when the end of the list scrolls into view. Without an
 * IntersectionObserver (old WebViews, tests) the 더 보기 button below does the same.
 */
function useLoadOnSight(onSight: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const sighted = useEffectEvent(onSight);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) sighted();
      },
      // Start loading a little before the end shows, so scrolling rarely waits.
      { rootMargin: '0px 0px 320px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/**
 * An infinite-scroll board: a skeleton while the first page loads, a Korean error with 다시 시도,
 * an empty state, then the items; the next page loads when the end of the list comes into view
 * (or on 더 보기), and a failed next page says so beside its own retry.
 */
export function BoardFeed<T>({ query, label, errorText, emptyTitle, emptyDescription, keyOf, children }: BoardFeedProps<T>) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useLoadOnSight(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);

  if (query.isPending) return <Skeleton lines={6} label="목록을 불러오는 중이에요" />;
  if (query.isError && !query.data) {
    return <ErrorState title={errorText} description="잠시 후 다시 시도해주세요." onRetry={() => void query.refetch()} retryLabel="다시 시도" />;
  }
  const items = query.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return (
    <div className="jg-community-feed">
      <ul className="jg-community-feed__list" aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)} className="jg-community-feed__item">
            {children(item)}
          </li>
        ))}
      </ul>
      {isFetchNextPageError ? (
        <ErrorState title="다음 목록을 불러오지 못했어요." description="잠시 후 다시 시도해주세요." onRetry={() => void fetchNextPage()} retryLabel="다시 시도" />
      ) : null}
      {isFetchingNextPage ? <Skeleton lines={2} label="다음 목록을 불러오는 중이에요" /> : null}
      {canLoadMore ? (
        <div ref={sentinel} className="jg-community-feed__more">
          <Button status="outline" size="medium" onClick={() => void fetchNextPage()}>
            더 보기
          </Button>
        </div>
      ) : null}
    </div>
  );
}
