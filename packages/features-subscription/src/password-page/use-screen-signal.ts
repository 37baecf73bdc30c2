import { useCallback, useEffect, useRef } from 'react';

/**
 * The screen's life as an AbortSignal, for work that must not outlive it: the signal of the
 * current mount, aborted when the screen unmounts (the member went back while the partner's
 * token was on its way, so its password page must not open over the page they went to).
 *
 * @example
 * const screenSignal = useScreenSignal();
 * await onOpenPassword({ ...opening, signal: screenSignal() });
 */
export function useScreenSignal(): () => AbortSignal {
  const controller = useRef<AbortController>(null);
  useEffect(() => {
    // One controller per mount: StrictMode's rehearsal unmount aborts its own, not the real mount's.
    const mounted = new AbortController();
    controller.current = mounted;
    return () => mounted.abort();
  }, []);
  // Read on a tap, after the mount's effect ran; before it (never, for a tap) the screen is not up yet.
  return useCallback(() => controller.current?.signal ?? AbortSignal.abort(), []);
}
