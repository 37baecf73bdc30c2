import { useLayoutEffect, useRef, type Key, type ReactNode } from 'react';
import { LoadMore } from '../load-more/load-more';
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
 * An infinite list's states: the first page's loading, failure and emptiness as `QueryState`
 * says them, then every page's items in one list, then `LoadMore`. A failed next page keeps the
 * items on screen and is said by `LoadMore`. A page asked for with the 더 보기 button (a keyboard
 * or screen reader, or a tap that focused it) hands focus to the first item it brought, so reading
 * goes on where the list grew; on the last page the button goes and focus would otherwise fall to
 * the top of the page.
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
  const list = useRef<HTMLUListElement>(null);
  // How many items there were when 더 보기 was pressed while it had focus; null otherwise.
  const focusFromItem = useRef<number | null>(null);
  const itemCount = query.data?.pages.reduce((count, page) => count + itemsOf(page).length, 0) ?? 0;

  useLayoutEffect(() => {
    const first = focusFromItem.current;
    if (first === null) return;
    const row = list.current?.children[first];
    if (!(row instanceof HTMLElement)) {
      // The page failed or brought nothing: no later page takes focus unasked.
      if (!query.isFetchingNextPage) focusFromItem.current = null;
      return;
    }
    focusFromItem.current = null;
    const control = row.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
    if (control) {
      control.focus();
      return;
    }
    row.setAttribute('tabindex', '-1');
    row.focus();
  }, [itemCount, query.isFetchingNextPage]);

  return (
    <QueryState query={query} {...states} empty={empty ? { ...empty, isEmpty } : undefined}>
      {(data) => (
        <>
          <ul ref={list} className={className} aria-label={label}>
            {data.pages.flatMap((page) =>
              itemsOf(page).map((item) => (
                <li key={keyOf(item)} className={itemClassName}>
                  {children(item)}
                </li>
              )),
            )}
          </ul>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            onLoadMore={() => {
              if (document.activeElement?.closest('.jg-load-more')) focusFromItem.current = itemCount;
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
