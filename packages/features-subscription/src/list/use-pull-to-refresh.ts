import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

/** How far (px) a pull must go before letting go refreshes. */
export const PULL_THRESHOLD_PX = 70;

/** Where a pull stands: idle, pulling (not far enough yet), armed (letting go refreshes), refreshing. */
export type PullState = 'idle' | 'pulling' | 'armed' | 'refreshing';

/**
 * Pull to refresh on a touch screen: a downward drag that starts with the page at its top and
 * goes `PULL_THRESHOLD_PX` or further calls `refresh` when the finger lifts.
 *
 * @example
 * const { state, distance } = usePullToRefresh(listRef, () => query.refetch());
 */
export function usePullToRefresh(target: RefObject<HTMLElement | null>, refresh: () => Promise<unknown>) {
  const [state, setState] = useState<PullState>('idle');
  const [distance, setDistance] = useState(0);
  const runRefresh = useEffectEvent(() => refresh());

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    let startY: number | null = null;
    let pulled = 0;
    const onStart = (event: TouchEvent) => {
      startY = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      pulled = Math.max(0, (event.touches[0]?.clientY ?? startY) - startY);
      setDistance(Math.min(pulled, PULL_THRESHOLD_PX * 1.5));
      setState(pulled >= PULL_THRESHOLD_PX ? 'armed' : pulled > 0 ? 'pulling' : 'idle');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      setDistance(0);
      if (pulled < PULL_THRESHOLD_PX) {
        setState('idle');
        return;
      }
      pulled = 0;
      setState('refreshing');
      void runRefresh().finally(() => setState('idle'));
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [target]);

  return { state, distance };
}
