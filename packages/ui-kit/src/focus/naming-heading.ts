import { cannotHoldFocus } from './focus-let-go';

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
/** Wrappers a heading may sit in and still head what follows its wrapper. */
const HEADING_WRAPPERS = 'header, hgroup';

/** What a heading heads: its parent, or the parent of the `header` or `hgroup` it sits in. */
function headedBy(heading: Element): Element | null {
  const parent = heading.parentElement;
  return parent?.matches(HEADING_WRAPPERS) ? parent.parentElement : parent;
}

/**
 * The heading that names the part of the page `element` is in: the last heading before it whose
 * parent (or whose `header`'s parent) also holds it, as a card's `h2` heads the card's content.
 * `null` when no such heading is shown (a heading of a sibling card never counts).
 *
 * @example
 * namingHeading(errorState); // the h2 of the card the failed block is in
 */
export function namingHeading(element: Element): HTMLElement | null {
  let named: HTMLElement | null = null;
  for (const heading of element.ownerDocument.querySelectorAll<HTMLElement>(HEADINGS)) {
    if (!(heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
    if (headedBy(heading)?.contains(element) && !cannotHoldFocus(heading)) named = heading;
  }
  return named;
}
