/** Whether focus can no longer be on `element`: removed, disabled, or under `hidden` or `inert`. */
export function cannotHoldFocus(element: Element): boolean {
  return !element.isConnected || element.matches(':disabled') || element.closest('[hidden], [inert]') !== null;
}

/**
 * A `focusout` listener for `doc` that calls `letGo(left)` when the person let focus go: focus went
 * nowhere, and a task later the element it left is still on the page, usable, and no longer the
 * active element. Chromium says focusout before it detaches a removed element, hence the task; the
 * window losing focus to another app leaves the element the active one, so that is not letting go.
 */
export function onFocusLetGo(doc: Document, letGo: (left: Element) => void): (event: FocusEvent) => void {
  return (event) => {
    const left = event.target;
    if (event.relatedTarget !== null || !(left instanceof Element)) return;
    doc.defaultView?.setTimeout(() => {
      if (!cannotHoldFocus(left) && doc.activeElement !== left) letGo(left);
    }, 0);
  };
}
