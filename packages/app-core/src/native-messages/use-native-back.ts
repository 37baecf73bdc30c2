import { useEffect, useRef } from 'react';

/**
 * The part of the app's native bridge a page that handles the shell's back button itself listens
 * to (spec §9's self-handling pages, for which `nativeBackAction` answers `'page'` and
 * `planNativeMessage` plans nothing). The app's `NativeBridge` fits it as it is.
 */
export interface NativeBackEvents {
  on(type: 'backButton', handler: () => void): () => void;
}

/**
 * Runs `onBack` on each `backButton` message of the shell while the page is on screen. The latest
 * `onBack` runs, so it may read the page's current state; without `events` (a browser with no
 * shell) nothing listens.
 *
 * @example
 * useNativeBack(nativeBack, () => navigate({ route: '/_main/subscription' }));
 */
export function useNativeBack(events: NativeBackEvents | undefined, onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => events?.on('backButton', () => latest.current()), [events]);
}
