import { cannotHoldFocus, onFocusLetGo } from './focus-let-go';

/**
 * An open dialog or sheet: it keeps focus inside itself (Radix's focus scope, or a modal
 * `<dialog>`, which also gives focus back when it closes), so it is left alone.
 */
const OPEN_MODAL = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], dialog[open]';

/**
 * How long focus may rest on the body before it is moved. A screen that moves focus itself goes
 * first: React runs the effects of an update that followed a network answer or a timer in a later
 * task of its own, a few milliseconds on.
 */
export const FOCUS_SETTLE_MS = 50;

/**
 * Where a page starts for a keyboard or screen-reader user: its main heading (`main h1`), else the
 * page's title (the header's `h1`, for screens that draw none of their own), else the `<main>`.
 */
function pageStart(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1') ?? doc.querySelector<HTMLElement>('main');
}

/**
 * Focuses `element`. One that cannot take focus itself (a heading, a paragraph, the `<main>`) gets
 * `tabindex="-1"` until it loses focus again, so it never becomes a tab stop, nor takes focus from
 * a click on its text later.
 *
 * @example
 * focusWithoutTabStop(resultHeading, { preventScroll: true });
 */
export function focusWithoutTabStop(element: HTMLElement, options?: FocusOptions): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus(options);
}

/**
 * Moves focus to the start of the page (see above) without scrolling (`focusWithoutTabStop`);
 * `false` when the page has none.
 *
 * @example
 * focusPageStart(document);
 */
export function focusPageStart(doc: Document = document): boolean {
  const start = pageStart(doc);
  if (!start) return false;
  focusWithoutTabStop(start, { preventScroll: true });
  return doc.activeElement === start;
}

/**
 * Keeps focus from falling to the page's body when what had it goes away: a row deleted, a step or
 * an error state replaced by what follows, a button that disables or hides itself (`disabled`,
 * `hidden`, `inert`), the link of a page that was left. The browser then drops focus to the body,
 * and a keyboard or screen-reader user is thrown back to the top of the document; here focus goes
 * to the start of the page (see `focusPageStart`), which after a navigation is the new page's
 * heading. It waits `FOCUS_SETTLE_MS` first, so a screen that moves focus itself goes first; it
 * leaves open dialogs and sheets to their own focus trap, and focus a person let go of (a tap on
 * empty space) where they left it. Not seen: an element hidden by a class or a style. Returns the
 * stopper.
 *
 * @example
 * const stop = keepFocusOnPage(document);
 */
export function keepFocusOnPage(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view) return () => undefined;
  /** The element that last had focus, while it may still lose it to a removal. */
  let last: Element | null = null;
  let timer: number | undefined;

  const settle = () => {
    timer = undefined;
    if (!last || !cannotHoldFocus(last)) return;
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
  // Focus the person let go of stays where they left it.
  const onFocusOut = onFocusLetGo(doc, (left) => {
    if (last === left) last = null;
  });
  const observer = new view.MutationObserver(() => {
    if (timer !== undefined || !last || !cannotHoldFocus(last)) return;
    timer = view.setTimeout(settle, FOCUS_SETTLE_MS);
  });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    observer.disconnect();
    if (timer !== undefined) view.clearTimeout(timer);
    timer = undefined;
    last = null;
  };
}
