import { useEffect, useRef, type RefObject } from 'react';

/** Whether focus is on nothing: the focused control was removed, or nothing had focus. */
function focusIsLost(element: HTMLElement): boolean {
  const active = element.ownerDocument.activeElement;
  return active === null || active === element.ownerDocument.body || !active.isConnected;
}

/**
 * A ref for the element that should take focus when what the person pressed gives way to it: a
 * result heading in place of the form that sent it, the opener again once an editor closes. Each
 * time `key` changes after the first render, its element, if drawn, is focused (and scrolled into
 * view) when focus is lost, that is on the page's body because the pressed control went. Focus
 * the person has put elsewhere meanwhile, or a dialog holds, stays; so does the first render's: a
 * page that opens already in that state keeps the page's own start (see `keepFocusOnPage`). A
 * heading or text that takes focus needs `tabIndex={-1}`. Several refs may follow one key: each
 * acts only while it is drawn.
 *
 * @example
 * const doneHeadingRef = useFocusOnChange<HTMLHeadingElement>(agree.isSuccess);
 * <h2 ref={doneHeadingRef} tabIndex={-1}>동의했어요</h2>
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const elementRef = useRef<T>(null);
  const keyRef = useRef(key);
  useEffect(() => {
    if (Object.is(keyRef.current, key)) return;
    keyRef.current = key;
    const element = elementRef.current;
    if (element && focusIsLost(element)) element.focus();
  }, [key]);
  return elementRef;
}
