import { seoulEndOfDay } from '@jogak/domain-rules/seoul-calendar';
import { useSyncExternalStore } from 'react';

/**
 * The last instant (23:59:59.999) of the device clock's Seoul day: the same number all day long,
 * the next day's from Seoul midnight on.
 */
function endOfSeoulToday(): number {
  const now = Date.now();
  // seoulEndOfDay is null only for an instant outside a Date's range, which the clock never gives.
  return seoulEndOfDay(now) ?? now;
}

/**
 * Asks React to read the day again whenever the page is shown again: coming back to the app is
 * when its lists are asked again anyway. Not at midnight itself: a list redrawn for the new day
 * under the member's eyes would start again from its first page and take their focus with it.
 */
function subscribeToSeoulDay(readDayAgain: () => void): () => void {
  const onShown = () => {
    if (document.visibilityState === 'visible') readDayAgain();
  };
  document.addEventListener('visibilitychange', onShown);
  return () => document.removeEventListener('visibilitychange', onShown);
}

/**
 * Today in Seoul on the device clock, as an instant of that day (its last millisecond) for
 * `presetPeriod` and the like. The component redraws when the page is shown again on a later day
 * (a phone asleep or in the background over Seoul midnight); a screen left in view across midnight
 * keeps the day it shows until then.
 *
 * @example
 * const today = useSeoulToday();
 * const period = presetPeriod('1M', today);
 */
export function useSeoulToday(): number {
  return useSyncExternalStore(subscribeToSeoulDay, endOfSeoulToday);
}
