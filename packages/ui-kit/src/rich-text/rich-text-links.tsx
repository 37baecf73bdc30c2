import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What RichText does with a link the person taps. */
export interface RichTextLinkHandlers {
  /**
   * Opens a link that leaves the app (another origin or another scheme), with its absolute URL.
   * Inside the native shell this should go through the shell, so the WebView never leaves the app.
   */
  onOpenLink: (url: string) => void;
  /**
   * Follows a link to the app's own origin, with its path, search and hash (`/notice/1?tab=2`).
   * Without it the browser follows the link as it would any other.
   */
  onNavigate?: (path: string) => void;
}

export interface RichTextLinkProviderProps extends RichTextLinkHandlers {
  children: ReactNode;
}

/**
 * Without a provider an external link opens in a new browsing context, never in place: rich text
 * inside a WebView must not carry the app's own page away to somebody else's site.
 */
const DEFAULT_HANDLERS: RichTextLinkHandlers = {
  onOpenLink: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};

const RichTextLinkContext = createContext<RichTextLinkHandlers>(DEFAULT_HANDLERS);

/**
 * Decides what every `RichText` below it does with a tapped link: `onOpenLink` for links that
 * leave the app, `onNavigate` (optional) for the app's own paths.
 *
 * @example
 * <RichTextLinkProvider onOpenLink={(url) => bridge.send('openLink', { url })}>
 *   <App />
 * </RichTextLinkProvider>
 */
export function RichTextLinkProvider({ onOpenLink, onNavigate, children }: RichTextLinkProviderProps) {
  const handlers = useMemo<RichTextLinkHandlers>(
    () => (onNavigate ? { onOpenLink, onNavigate } : { onOpenLink }),
    [onOpenLink, onNavigate],
  );
  return <RichTextLinkContext value={handlers}>{children}</RichTextLinkContext>;
}

/** The link handlers of the nearest `RichTextLinkProvider`, or the new-browsing-context default. */
export function useRichTextLinks(): RichTextLinkHandlers {
  return useContext(RichTextLinkContext);
}

/** Where a link leads, seen from the page at `base`. */
export type LinkDestination =
  | { kind: 'external'; url: string }
  | { kind: 'internal'; path: string }
  | { kind: 'invalid' };

/**
 * Sorts a link's `href`: the app's own origin (relative paths included) is internal, with the
 * path the app would route to; any other origin or scheme (`https://other.example`,
 * `//other.example`, `mailto:`) is external, with its absolute URL.
 *
 * @example
 * linkDestination('/notice/1', 'https://app.jogak.example/home'); // { kind: 'internal', path: '/notice/1' }
 * linkDestination('https://partner.example/a', 'https://app.jogak.example/home');
 * // { kind: 'external', url: 'https://partner.example/a' }
 */
export function linkDestination(href: string, base: string): LinkDestination {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.origin !== 'null' && url.origin === new URL(base).origin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'external', url: url.href };
}
