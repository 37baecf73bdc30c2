/**
 * An open dialog or sheet: it keeps focus inside itself (Radix's focus scope, or a modal
 * `<dialog>`, which also gives focus back when it closes), so it is left alone.
 */
const OPEN_MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], dialog[open]';

/**
 * Where a page starts for a keyboard or screen-reader user: its main heading (`main h1`), else
 * the `<main>` itself. Either is made focusable by script only (`tabindex="-1"`), so it never
 * becomes a tab stop.
 */
function pageStart(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('main');
}

/**
 * Moves focus to the start of the page (its main heading, else its `<main>`) without scrolling;
 * `false` when the page has neither.
 *
 * @example
 * focusPageStart(document);
 */
export function focusPageStart(doc: Document = document): boolean {
  const start = pageStart(doc);
  if (!start) return false;
  if (!start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1');
  start.focus({ preventScroll: true });
  return doc.activeElement === start;
}

/** Whether focus can no longer be on `element`: removed, disabled, hidden or made inert. */
function lostFocusable(element: Element): boolean {
  return !element.isConnected || element.matches(':disabled') || element.closest('[hidden], [inert]') !== null;
}

/**
 * Keeps focus from falling to the page's body when what had it goes away: a row deleted, a step or
 * an error state replaced by what follows, a button that hides itself, the link of a page that was
 * left. The browser then drops focus to the body without an event, and a keyboard or screen-reader
 * user is thrown back to the top of the document; here focus goes to the start of the page (see
 * `focusPageStart`), which after a navigation is the new page's heading. It waits a task first, so
 * a screen that moves focus itself (to a step's heading, back to the button that opened a keypad)
 * goes first, and it leaves open dialogs and sheets to their own focus trap. Returns the stopper.
 *
 * @example
 * const stop = keepFocusOnPage(document);
 */
export function keepFocusOnPage(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => undefined;
  let last: Element | null = null;
  let pending = false;

  const settle = () => {
    pending = false;
    if (!last || !lostFocusable(last)) return;
    // A disabled or hidden element may still be the active one until the browser's next frame.
    const active = doc.activeElement;
    if (active && active !== doc.body && active !== last) return;
    last = null;
    if (doc.querySelector(OPEN_MODAL)) return;
    focusPageStart(doc);
  };
  const onFocusIn = (event: FocusEvent) => {
    last = event.target instanceof Element ? event.target : null;
  };
  const observer = new view.MutationObserver(() => {
    if (pending || !last || !lostFocusable(last)) return;
    pending = true;
    view.setTimeout(settle, 0);
  });
  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
