import { useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import { shiftHeadings, type RichTextHeadingLevel } from './heading-levels';
import { linkDestination, useRichTextLinks } from './rich-text-links';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Server- or catalogue-supplied HTML; sanitised before it reaches the DOM. */
  html: string;
  /** The wrapping element; `span` for inline copy such as a dialog line. */
  as?: 'div' | 'span';
  /**
   * The level the content's highest heading takes: one below the heading the text sits under
   * (3 under a screen's h2). Its other headings keep their distance below it. Without it the
   * headings keep the levels the author gave them.
   */
  headingLevel?: RichTextHeadingLevel;
}

/**
 * Renders HTML through the spec's allow-list (see `sanitizeHtml`). A tapped link that leaves the
 * app goes to the `onOpenLink` of the nearest `RichTextLinkProvider` (a new browsing context
 * without one) instead of navigating the page; a link to the app's own origin goes to its
 * `onNavigate` when there is one. `headingLevel` fits the text's headings into the page's outline.
 *
 * @example
 * <h2>{notice.title}</h2>
 * <RichText html={notice.contents} headingLevel={3} />
 */
export function RichText({ html, as = 'div', headingLevel, className, onClick, ...rest }: RichTextProps) {
  const clean = useMemo(() => {
    const sanitized = sanitizeHtml(html);
    return headingLevel === undefined ? sanitized : shiftHeadings(sanitized, headingLevel);
  }, [html, headingLevel]);
  const { onOpenLink, onNavigate } = useRichTextLinks();
  const Tag = as;

  function followLink(event: MouseEvent<HTMLDivElement>): void {
    onClick?.(event);
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href]');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const destination = linkDestination(anchor.getAttribute('href') ?? '', window.location.href);
    if (destination.kind === 'internal') {
      if (!onNavigate) return;
      event.preventDefault();
      onNavigate(destination.path);
      return;
    }
    // An external or unparsable address never navigates the page that hosts the app.
    event.preventDefault();
    if (destination.kind === 'external') onOpenLink(destination.url);
  }

  return (
    <Tag
      className={className ? `jg-rich-text ${className}` : 'jg-rich-text'}
      {...rest}
      onClick={followLink}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
