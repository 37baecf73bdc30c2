import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps focus in a list whose rows each carry a control that removes them (삭제, 취소). Call the
 * returned function with the row's index as its control is pressed (`null` when nothing should
 * move: the control did not have focus, or the removal was refused). Once `rows` change, focus
 * goes to the first button of the row now at that index, else of the row before, else to
 * `fallbackRef` (the list's title, an add button) when none is left, instead of falling to the
 * page with the row.
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
  const removedRowRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    const row = removedRowRef.current;
    if (row === null) return;
    removedRowRef.current = null;
    const remaining = listRef.current?.children;
    const next = remaining?.[Math.min(row, remaining.length - 1)]?.querySelector<HTMLElement>('button');
    (next ?? fallbackRef.current)?.focus();
  }, [rows, listRef, fallbackRef]);
  return useCallback((index: number | null) => {
    removedRowRef.current = index;
  }, []);
}
