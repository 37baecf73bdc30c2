import { useCallback, useLayoutEffect, useRef, type Key } from 'react';

export interface BroughtItemFocus<K extends Key> {
  /** The ref of one item's element (its list item), by which focus finds it. */
  readonly itemRef: (key: K) => (element: HTMLElement | null) => void;
  /** Call as `LoadMore` asks for the next page: when its button has focus, the page's first new item will take it. */
  readonly noteAsked: () => void;
}

/**
 * Focus for a list that grows by `LoadMore`: a page asked for with the 더 보기 button (a keyboard
 * or screen reader, or a tap that focused it) hands focus to the first item it brought — its first
 * control, else the item itself — so reading goes on where the list grew; on the last page the
 * button goes and focus would otherwise fall to the top of the page. A page that fails or brings
 * nothing new gives up the wish, so no later page (one scrolled into) takes focus unasked.
 *
 * @example
 * const focus = useBroughtItemFocus(notices.map((notice) => notice.id), feed.isFetchingNextPage);
 * notices.map((notice) => <li key={notice.id} ref={focus.itemRef(notice.id)}>…</li>);
 * <LoadMore onLoadMore={() => { focus.noteAsked(); void feed.fetchNextPage(); }} … />
 */
export function useBroughtItemFocus<K extends Key>(keys: readonly K[], isFetchingNextPage: boolean): BroughtItemFocus<K> {
  const elements = useRef(new Map<K, HTMLElement>());
  // The items on screen when 더 보기 was pressed while it had focus; null otherwise.
  const shownWhenAsked = useRef<ReadonlySet<K> | null>(null);

  useLayoutEffect(() => {
    const shown = shownWhenAsked.current;
    if (shown === null) return;
    const brought = keys.find((key) => !shown.has(key));
    const item = brought === undefined ? undefined : elements.current.get(brought);
    if (!item) {
      if (!isFetchingNextPage) shownWhenAsked.current = null;
      return;
    }
    shownWhenAsked.current = null;
    const control = item.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex]');
    if (control) {
      control.focus();
      return;
    }
    item.setAttribute('tabindex', '-1');
    item.focus();
  }, [keys, isFetchingNextPage]);

  const itemRef = useCallback(
    (key: K) => (element: HTMLElement | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    [],
  );
  const noteAsked = () => {
    if (document.activeElement?.closest('.jg-load-more')) shownWhenAsked.current = new Set(keys);
  };
  return { itemRef, noteAsked };
}
