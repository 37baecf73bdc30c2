import { useCallback, useLayoutEffect, useRef, type Key } from 'react';

export interface BroughtItemFocus<K extends Key> {
  /** The ref of one item's element (its list item), by which focus finds it. */
  readonly itemRef: (key: K) => (element: HTMLElement | null) => void;
  /** Call as `LoadMore` asks for the next page: when its button has focus, the page's first new item will take it. */
  readonly noteAsked: () => void;
}

/**
 * Focus for a list that grows by `LoadMore`: a page asked for with the 더 보기 button (a keyboard
 * or screen reader, or a tap that focused it) hands focus, once it has come, to the first item it
 * brought — its first control, else the item itself — so reading goes on where the list grew; on
 * the last page the button goes and focus would otherwise fall to the top of the page. An item a
 * live event puts at the top meanwhile is not the page's. A page that fails or brings nothing new
 * gives up the wish, so no later page (one scrolled into) takes focus unasked.
 *
 * @example
 * const focus = useBroughtItemFocus(notices.map((notice) => notice.id), feed.isFetchingNextPage);
 * notices.map((notice) => <li key={notice.id} ref={focus.itemRef(notice.id)}>…</li>);
 * <LoadMore onLoadMore={() => { focus.noteAsked(); void feed.fetchNextPage(); }} … />
 */
export function useBroughtItemFocus<K extends Key>(keys: readonly K[], isFetchingNextPage: boolean): BroughtItemFocus<K> {
  const elements = useRef(new Map<K, HTMLElement>());
  // The items on screen when 더 보기 was pressed while it had focus, and whether the page has been
  // seen on its way since; null when nobody asked.
  const asked = useRef<{ readonly shown: ReadonlySet<K>; underway: boolean } | null>(null);

  useLayoutEffect(() => {
    const wish = asked.current;
    if (wish === null) return;
    if (isFetchingNextPage) {
      wish.underway = true;
      return;
    }
    // The page's items come after the last item shown at the press: one a live event put at the
    // top meanwhile is not what was asked for.
    let lastShown = -1;
    keys.forEach((key, index) => {
      if (wish.shown.has(key)) lastShown = index;
    });
    const brought = keys.slice(lastShown + 1).find((key) => !wish.shown.has(key));
    if (brought === undefined) {
      // The page failed or brought nothing new once it was on its way; before that, a render
      // before the request started.
      if (wish.underway) asked.current = null;
      return;
    }
    asked.current = null;
    const item = elements.current.get(brought);
    if (!item) return;
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
    if (document.activeElement?.closest('.jg-load-more')) asked.current = { shown: new Set(keys), underway: false };
  };
  return { itemRef, noteAsked };
}
