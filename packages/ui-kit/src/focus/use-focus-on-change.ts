import { useEffect, useRef, type RefObject } from 'react';

/** A dialog or sheet playing its closing transition: it no longer traps focus, and is leaving. */
const CLOSING_MODAL = '[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]';

/**
 * Whether focus is on nothing: the focused control was removed, nothing had focus, or what has it
 * is leaving in a dialog or sheet that closes (a confirm answered, a sheet done; what the dialog
 * would give focus back to may be gone by then).
 */
function focusIsLost(element: HTMLElement): boolean {
  const active = element.ownerDocument.activeElement;
  return active === null || active === element.ownerDocument.body || !active.isConnected || active.closest(CLOSING_MODAL) !== null;
}

/**
 * A ref for the element that should take focus when what the person pressed gives way to it: a
 * result heading in place of the form that sent it, the opener again once an editor closes. Each
 * time `key` changes after the first render, its element, if drawn, is focused (and scrolled into
 * view) when focus is lost: on the page's body because the pressed control went, or in a dialog or
 * sheet on its way out. Focus the person has put elsewhere meanwhile, or an open dialog holds,
 * stays; so does the first render's: a page that opens already in that state keeps the page's own
 * start (see `keepFocusOnPage`). A heading or text that takes focus needs `tabIndex={-1}`.
 * Several refs may follow one key: each acts only while it is drawn.
 *
 * @example
 * const doneHeadingRef = useFocusOnChange<HTMLHeadingElement>(agree.isSuccess);
 * <h2 ref={doneHeadingRef} tabIndex={-1}>동의했어요</h2>
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const elementRef = useRef<T>(null);
  const keyRef = useRef(key);
  useEffect(() => {
    if (Object.is(keyRef.current, key)) return undefined;
    keyRef.current = key;
    const focusIfLost = () => {
      const element = elementRef.current;
      if (element && focusIsLost(element)) element.focus();
    };
    focusIfLost();
    // What gave way may leave a render later (Radix's Presence unmounts a tab panel so): look
    // once more a task on, before `keepFocusOnPage` would send focus to the page's start.
    const again = setTimeout(focusIfLost, 0);
    return () => clearTimeout(again);
  }, [key]);
  return elementRef;
}
