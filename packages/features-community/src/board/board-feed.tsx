import { EmptyState, ErrorState, LoadMore, Skeleton } from '@jogak/ui-kit';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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
 * An infinite-scroll board: a skeleton while the first page loads, a Korean error with 다시 시도,
 * an empty state, then the items; ui-kit's `LoadMore` below them asks for the next page as the end
 * comes into view (or on 더 보기), and says so when it failed.
 */
export function BoardFeed<T>({ query, label, errorText, emptyTitle, emptyDescription, keyOf, children }: BoardFeedProps<T>) {
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
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
