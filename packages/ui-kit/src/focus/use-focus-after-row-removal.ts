import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** The row whose control was pressed, where it last stood, and what had focus then. */
interface PressedRow {
  row: Element;
  index: number;
  control: Element | null;
}

/**
 * Keeps focus in a list whose rows each carry a control that removes them (삭제, 취소). Call the
 * returned function with the row's index as its control is pressed (`null` when nothing should
 * move: the control did not have focus, or the removal was refused). Once that row has left the
 * list, focus goes to the first button of the row now in its place, else of the row before, else
 * to `fallbackRef` (the list's title, an add button) when none is left, instead of falling to the
 * page with the row. Changes to other rows while the removal is pending (a live update) move
 * nothing; nor does the row's leaving once the person has put focus elsewhere.
 *
 * @example
 * const focusAfterRemoval = useFocusAfterRowRemoval(listRef, orders, titleRef);
 * <Button onClick={() => { focusAfterRemoval(index); remove(order); }}>취소</Button>
 */
export function useFocusAfterRowRemoval(
  listRef: RefObject<HTMLElement | null>,
  rows: unknown,
  fallbackRef: RefObject<HTMLElement | null>,
): (index: number | null) => void {
  const pressedRef = useRef<PressedRow | null>(null);
  useLayoutEffect(() => {
    const pressed = pressedRef.current;
    if (!pressed) return;
    const remaining = [...(listRef.current?.children ?? [])];
    const stillAt = remaining.indexOf(pressed.row);
    if (stillAt !== -1) {
      // Not removed yet: rows before it may have come or gone, so its place is where it is now.
      pressed.index = stillAt;
      return;
    }
    pressedRef.current = null;
    // Focus left with the row (to the page), or stayed on a control outside it (전체 취소);
    // focus the person moved elsewhere meanwhile stays there.
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== pressed.control && !pressed.row.contains(focused)) return;
    const next = remaining[Math.min(pressed.index, remaining.length - 1)]?.querySelector<HTMLElement>('button');
    (next ?? fallbackRef.current)?.focus();
  }, [rows, listRef, fallbackRef]);
  return useCallback(
    (index: number | null) => {
      const row = index === null ? undefined : listRef.current?.children[index];
      pressedRef.current = row && index !== null ? { row, index, control: document.activeElement } : null;
    },
    [listRef],
  );
}
