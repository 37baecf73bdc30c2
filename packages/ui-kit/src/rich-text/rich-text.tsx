import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Server- or catalogue-supplied HTML; sanitised before it reaches the DOM. */
  html: string;
  /** The wrapping element; `span` for inline copy such as a dialog line. */
  as?: 'div' | 'span';
}

/**
 * Renders HTML through the spec's allow-list (see `sanitizeHtml`).
 *
 * @example
 * <RichText html={notice.contents} />
 */
export function RichText({ html, as = 'div', className, ...rest }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const Tag = as;
  return (
    <Tag
      className={className ? `jg-rich-text ${className}` : 'jg-rich-text'}
      {...rest}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
