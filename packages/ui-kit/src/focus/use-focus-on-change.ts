import { useEffect, useRef, type RefObject } from 'react';
import { CLOSING_MODAL } from './closing-modal';
import { cannotHoldFocus, onFocusLetGo } from './focus-let-go';
import { focusWithoutTabStop } from './keep-focus-on-page';

/** The element that last had focus in each document, until the person lets focus go. */
const lastFocused = new WeakMap<Document, Element | null>();

/**
 * Follows focus in `doc` from now on (once per document): the last element focused, forgotten when
 * the person lets focus go (a tap on empty space), so only a control that was taken away counts.
 */
function followFocus(doc: Document): void {
  if (lastFocused.has(doc)) return;
  const active = doc.activeElement;
  lastFocused.set(doc, active && active !== doc.body ? active : null);
  doc.addEventListener('focusin', (event) => lastFocused.set(doc, event.target instanceof Element ? event.target : null));
  doc.addEventListener(
    'focusout',
    onFocusLetGo(doc, (left) => {
      if (lastFocused.get(doc) === left) lastFocused.set(doc, null);
    }),
  );
}

/**
 * Whether focus was taken from the person: what had focus was removed, disabled or hidden (focus is
 * on the body), or it is leaving in a dialog or sheet that closes (a confirm answered, a sheet
 * done; what the dialog would give focus back to may be gone by then). Focus never given, or let
 * go, is not lost: nothing the person pressed went away.
 */
function focusIsLost(doc: Document): boolean {
  const active = doc.activeElement;
  if (active?.closest(CLOSING_MODAL)) return true;
  // A control disabled or hidden may stay the active element for a while (Firefox, until
  // Chromium's next frame): it holds focus no more.
  if (active !== null && active !== doc.body && !cannotHoldFocus(active)) return false;
  const last = lastFocused.get(doc);
  return last !== null && last !== undefined && (cannotHoldFocus(last) || last.closest(CLOSING_MODAL) !== null);
}

/**
 * A ref for the element that should take focus when what the person pressed gives way to it: a
 * result heading in place of the form that sent it, the opener again once an editor closes. Each
 * time `key` changes after the first render, its element, if drawn, is focused (and scrolled into
 * view) when focus was taken from the person: the control that had it removed, disabled or hidden,
 * or focus leaving in a dialog or sheet on its way out. Focus the person put elsewhere or let go,
 * and focus an open dialog holds, stay; so does the first render's: a page that opens already in
 * that state keeps the page's own start (see `keepFocusOnPage`). A key that changes without a
 * press (a refetch while focus is on a control that stays) moves nothing. A heading or text that
 * takes focus is made focusable for that while (`focusWithoutTabStop`). Several refs may follow one
 * key: each acts only while drawn.
 *
 * @example
 * const doneHeadingRef = useFocusOnChange<HTMLHeadingElement>(agree.isSuccess);
 * <h2 ref={doneHeadingRef}>동의했어요</h2>
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const elementRef = useRef<T>(null);
  const keyRef = useRef(key);
  useEffect(() => {
    followFocus(elementRef.current?.ownerDocument ?? document);
  }, []);
  useEffect(() => {
    if (Object.is(keyRef.current, key)) return undefined;
    keyRef.current = key;
    const focusIfLost = () => {
      const element = elementRef.current;
      if (element && focusIsLost(element.ownerDocument)) focusWithoutTabStop(element);
    };
    focusIfLost();
    // What gave way may leave a render later (Radix's Presence unmounts a tab panel so): look
    // once more a task on, before `keepFocusOnPage` would send focus to the page's start.
    const again = setTimeout(focusIfLost, 0);
    return () => clearTimeout(again);
  }, [key]);
  return elementRef;
}
