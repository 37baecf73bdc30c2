import { useEffect } from 'react';

/**
 * Names the page in the document's title (WCAG 2.4.2: the browser, a tab switcher and a screen
 * reader tell pages apart by it) while the calling part is shown, and gives the title back when it
 * goes. `undefined` leaves the title to another part: the root names every page of app-core's
 * route table, and a screen shown in a route's place (not found, a failure) names itself, its
 * effect running after the root's cleanup and before the root's own.
 *
 * @example
 * useDocumentTitle(documentTitle(leafRouteId));
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return undefined;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
