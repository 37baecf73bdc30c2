import { useCallback, useEffect, useRef } from 'react';

/**
 * The screen's life as an AbortSignal, for work that must not outlive it: the signal of the
 * current mount, aborted when the screen unmounts. A call answered after the member left must not
 * act on the page they went to (open the partner's password page over it, navigate them back into
 * a flow they left). Before the mount's effect has run the screen is not up yet: the signal
 * returned then is already aborted.
 *
 * @example
 * const screenSignal = useScreenSignal();
 * await onOpenPassword({ ...opening, signal: screenSignal() });
 * if (!screenSignal().aborted) navigate({ route: '/investment-analysis/invest-result' });
 */
export function useScreenSignal(): () => AbortSignal {
  const controller = useRef<AbortController>(null);
  useEffect(() => {
    // One controller per mount: StrictMode's rehearsal unmount aborts its own, not the real mount's.
    const mounted = new AbortController();
    controller.current = mounted;
    return () => mounted.abort();
  }, []);
  return useCallback(() => controller.current?.signal ?? AbortSignal.abort(), []);
}
