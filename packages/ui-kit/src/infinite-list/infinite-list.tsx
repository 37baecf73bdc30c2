import type { Key, ReactNode } from 'react';
import { LoadMore } from '../load-more/load-more';
import { useBroughtItemFocus } from '../load-more/use-brought-item-focus';
import { QueryState, type QueryStateEmpty, type QueryStateProps, type QueryStateQuery } from '../states/query-state';

/** The pages an infinite query holds (TanStack's `InfiniteData` has them). */
export interface InfinitePages<Page> {
  readonly pages: readonly Page[];
}

/**
 * The fields of an infinite query that `InfiniteList` reads; a TanStack `useInfiniteQuery`
 * result is passed as it is.
 */
export interface InfiniteListQuery<Page> extends QueryStateQuery<InfinitePages<Page>> {
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly isFetchNextPageError: boolean;
  readonly fetchNextPage: () => unknown;
}

export interface InfiniteListProps<Page, Item>
  extends Omit<QueryStateProps<InfinitePages<Page>>, 'query' | 'empty' | 'children'> {
  readonly query: InfiniteListQuery<Page>;
  /** The items of one page (`(page) => page.content`). */
  readonly itemsOf: (page: Page) => readonly Item[];
  readonly keyOf: (item: Item) => Key;
  /** Names the list for screen readers (`공지사항 목록`). */
  readonly label: string;
  /** The list's class (its rows' layout is the feature's). */
  readonly className?: string;
  readonly itemClassName?: string;
  /** Shown when no page holds an item; none when absent. */
  readonly empty?: Omit<QueryStateEmpty<InfinitePages<Page>>, 'isEmpty'>;
  /** `LoadMore`'s button words and failure text. */
  readonly moreLabel?: string;
  readonly moreFailedText?: string;
  readonly children: (item: Item) => ReactNode;
}

/**
 * The items of every page in order, each key once, where it first came: pages are asked for by
 * number, so when the server's list grows at the top between two pages (a live notification, a new
 * vote), the next page starts with an item the last one already brought.
 *
 * @example
 * itemsOfPages([{ content: ['알림 3', '알림 2'] }, { content: ['알림 2', '알림 1'] }], (page) => page.content, (item) => item)
 * // ['알림 3', '알림 2', '알림 1']
 */
export function itemsOfPages<Page, Item>(pages: readonly Page[], itemsOf: (page: Page) => readonly Item[], keyOf: (item: Item) => Key): Item[] {
  const seen = new Set<Key>();
  return pages.flatMap((page) =>
    itemsOf(page).filter((item) => {
      const key = keyOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}

/**
 * An infinite list's states: the first page's loading, failure and emptiness as `QueryState`
 * says them, then every page's items in one list (each once: `itemsOfPages`), then `LoadMore`. A
 * failed next page keeps the items on screen and is said by `LoadMore`. A page asked for with the
 * 더 보기 button hands focus to the first item it brought (`useBroughtItemFocus`).
 *
 * @example
 * <InfiniteList
 *   query={useInfiniteQuery(boardFeedQueries.notices({ size: 20 }))}
 *   itemsOf={(page) => page.content}
 *   keyOf={(notice) => notice.id}
 *   label="공지사항 목록"
 *   errorText="공지사항을 불러오지 못했어요."
 *   empty={{ title: '등록된 공지사항이 없어요' }}
 * >
 *   {(notice) => <NoticeRow notice={notice} />}
 * </InfiniteList>
 */
export function InfiniteList<Page, Item>({
  query,
  itemsOf,
  keyOf,
  label,
  className,
  itemClassName,
  empty,
  moreLabel,
  moreFailedText,
  children,
  ...states
}: InfiniteListProps<Page, Item>) {
  const isEmpty = (data: InfinitePages<Page>) => data.pages.every((page) => itemsOf(page).length === 0);
  const items = itemsOfPages(query.data?.pages ?? [], itemsOf, keyOf);
  const keys = items.map(keyOf);
  const focus = useBroughtItemFocus(keys, query.isFetchingNextPage);

  return (
    <QueryState query={query} {...states} empty={empty ? { ...empty, isEmpty } : undefined}>
      {() => (
        <>
          <ul className={className} aria-label={label}>
            {items.map((item) => (
              <li key={keyOf(item)} ref={focus.itemRef(keyOf(item))} className={itemClassName}>
                {children(item)}
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onLoadMore={() => {
              focus.noteAsked();
              void query.fetchNextPage();
            }}
            label={moreLabel}
            failedText={moreFailedText}
          />
        </>
      )}
    </QueryState>
  );
}
