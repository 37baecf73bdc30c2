import { InfiniteList } from '@jogak/ui-kit';
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
 * An infinite-scroll board (ui-kit's `InfiniteList`): a skeleton while the first page loads, a
 * Korean error with 다시 시도하기, an empty state, then the items; the next page loads as the end comes
 * into view (or on 더 보기), and a failed one is said at the end of what is shown.
 */
export function BoardFeed<T>({ query, label, errorText, emptyTitle, emptyDescription, keyOf, children }: BoardFeedProps<T>) {
  return (
    <div className="jg-community-feed">
      <InfiniteList
        query={query}
        itemsOf={(page) => page.content}
        keyOf={keyOf}
        label={label}
        className="jg-community-feed__list"
        itemClassName="jg-community-feed__item"
        loadingLabel="목록을 불러오는 중이에요"
        skeletonLines={6}
        errorTitle={errorText}
        errorText="잠시 후 다시 시도해주세요."
        empty={{ title: emptyTitle, description: emptyDescription }}
      >
        {children}
      </InfiniteList>
    </div>
  );
}
