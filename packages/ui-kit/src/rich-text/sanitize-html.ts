import createDOMPurify, { type DOMPurify } from 'dompurify';
import { sanitizeStyle } from './sanitize-style';

/**
 * The spec's allow-list (§5): basic formatting, links, lists, tables, images, headings and code.
 * Nothing else survives; DOMPurify drops disallowed markup silently (spec §8).
 */
export const RICH_TEXT_ALLOWED_TAGS: readonly string[] = [
  // basic formatting
  'p', 'br', 'hr', 'span', 'div', 'blockquote', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del',
  'ins', 'mark', 'small', 'sub', 'sup',
  // links
  'a',
  // lists
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  // tables
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  // images
  'img',
  // headings
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  // code
  'code', 'pre', 'kbd', 'samp',
];

/**
 * The attributes of spec §5 that survive: its list without `class`; `data-*` and `aria-*` are not
 * on it. The spec allows `class`, but no stylesheet styles a notice's own classes, and a class kept
 * could be one of the app's (or of another app reusing RichText), some of them full-screen layers
 * (`.app-frame`, `.error-printer`): a notice naming one would draw over the app. Dropping every
 * class is the one rule that holds whatever class names a stylesheet uses.
 */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: readonly string[] = ['href', 'target', 'src', 'alt', 'title', 'style', 'colspan'];

/** Link targets we keep; anything else (a named frame) is dropped so the link opens in place. */
const KEPT_TARGETS = new Set(['_blank', '_self']);

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // A private instance so our hooks never leak into other users of the global DOMPurify.
  const instance = createDOMPurify(window);
  // Inline styles pass through the CSS allow-list (see `sanitizeStyle`): only the declarations it
  // keeps are written back, and a style with none left is removed.
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = sanitizeStyle(data.attrValue);
    if (data.attrValue === '') data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('target')) {
      const target = (node.getAttribute('target') ?? '').trim().toLowerCase();
      if (node.tagName !== 'A' || !KEPT_TARGETS.has(target)) {
        node.removeAttribute('target');
      } else if (target === '_blank') {
        // A new tab must not reach back into this window (reverse tabnabbing) nor learn the URL.
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitises HTML with the spec's allow-list. Links opened in a new tab get
 * `rel="noopener noreferrer"`; scripts, event handlers, `javascript:` URLs and `data-` attributes
 * never survive; a `style` keeps only the declarations of the CSS allow-list (`sanitizeStyle`);
 * `class` never survives (see `RICH_TEXT_ALLOWED_ATTRIBUTES`).
 *
 * @example
 * sanitizeHtml('<a href="/x" target="_blank" onclick="x()">공지</a><script>1</script>');
 * // '<a href="/x" target="_blank" rel="noopener noreferrer">공지</a>'
 * sanitizeHtml('<div style="position:fixed;inset:0;color:red">가짜 화면</div>');
 * // '<div style="color: red">가짜 화면</div>'
 * sanitizeHtml('<div class="app-frame">가짜 화면</div>'); // '<div>가짜 화면</div>'
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
