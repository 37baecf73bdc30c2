/** A heading level a rich text's highest heading can take under a page's own heading. */
export type RichTextHeadingLevel = 2 | 3 | 4 | 5 | 6;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

function levelOf(heading: Element): number {
  return Number(heading.tagName.slice(1));
}

/**
 * Moves the headings of sanitised HTML so the highest one is at `topLevel` and the others keep
 * their distance below it (none deeper than h6). A notice written with its own `<h1>` sits under
 * the screen's title and section headings; kept at h1, it would break the page's outline that
 * screen readers navigate by (WCAG 1.3.1). Attributes and content are kept as they are. The HTML
 * is parsed in an inert template: nothing in it loads or runs.
 *
 * @example
 * shiftHeadings('<h1>안내</h1><h2>일정</h2>', 3); // '<h3>안내</h3><h4>일정</h4>'
 */
export function shiftHeadings(html: string, topLevel: RichTextHeadingLevel): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll(HEADINGS)];
  if (headings.length === 0) return html;
  const shift = topLevel - Math.min(...headings.map(levelOf));
  if (shift === 0) return html;
  for (const heading of headings) {
    const moved = document.createElement(`h${Math.min(6, levelOf(heading) + shift)}`);
    for (const { name, value } of heading.attributes) moved.setAttribute(name, value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  return template.innerHTML;
}
