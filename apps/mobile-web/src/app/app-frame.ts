/** The id of index.html's static frame: the header and a skeleton, painted before any script. */
export const APP_FRAME_ID = 'app-frame';

/** What the frame's removal needs of the router: its `onRendered` event. */
export interface RenderedEvents {
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

/**
 * Removes index.html's frame (issue #18: the first paint needs no script) once the router has
 * rendered the landing page, so the app's own header and skeletons replace it without a blank
 * moment; the frame covers the app's column until then and moves nothing when it goes.
 *
 * @example
 * removeAppFrameOnceRendered(shell.router, document);
 */
export function removeAppFrameOnceRendered(router: RenderedEvents, document: Document): void {
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    removeAppFrame(document);
  });
}

/** Removes index.html's frame now: a screen that is not the router's (the restricted app, a failed start). */
export function removeAppFrame(document: Document): void {
  document.getElementById(APP_FRAME_ID)?.remove();
}
