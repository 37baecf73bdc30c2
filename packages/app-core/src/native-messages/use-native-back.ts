import { dismissTopDialog } from '@jogak/ui-kit';
import { useEffect, useRef } from 'react';

/**
 * The part of the app's native bridge a page that handles the shell's back button itself listens
 * to (spec §9's self-handling pages, for which `nativeBackAction` answers `'page'` and
 * `planNativeMessage` plans nothing). The app's `NativeBridge` fits it as it is.
 */
export interface NativeBackEvents {
  on(type: 'backButton', handler: () => void): () => void;
}

/** How `useNativeBack` shares the back with the dialogs and sheets open on the page. */
export interface NativeBackOptions {
  /**
   * The page's `onBack` itself withdraws every dialog and sheet that can be open on it (each opened
   * with an abort signal the handler aborts), and a back must go to it even then: the subscription
   * form leaves for the offering wherever the member stands, and a gate question merely answered
   * `false` would lead elsewhere. Default `false`: an open dialog or sheet takes the back first.
   */
  readonly ownsOverlays?: boolean;
}

/**
 * Runs `onBack` on each `backButton` message of the shell while the page is on screen. The latest
 * `onBack` runs, so it may read the page's current state; without `events` (a browser with no
 * shell) nothing listens.
 *
 * An open dialog or bottom sheet takes the back first, as everywhere else in the app (and on
 * Android): ui-kit's `dismissTopDialog` answers the top dialog `false` or closes the top sheet
 * (a sheet first closing a layer inside it, its `closeInnerLayer`), and `onBack` does not run;
 * a `notCloseOutsideClick` dialog stays and the back does nothing. Only with nothing open does the
 * page's own handler run, so it never steps or leaves from under a sheet or question it did not
 * open (the shell plans nothing for these pages, and the router's blocker sees no traversal).
 * `ownsOverlays` hands every back to `onBack` instead.
 *
 * @example
 * useNativeBack(nativeBack, () => navigate({ route: '/_main/subscription' }));
 */
export function useNativeBack(events: NativeBackEvents | undefined, onBack: () => void, options: NativeBackOptions = {}): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  const ownsOverlays = options.ownsOverlays ?? false;
  useEffect(
    () =>
      events?.on('backButton', () => {
        if (ownsOverlays || dismissTopDialog() === 'none') latest.current();
      }),
    [events, ownsOverlays],
  );
}
