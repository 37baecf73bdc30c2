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
 * Asks React to read the day again at the next Seoul midnight, and whenever the page is shown
 * again: a phone asleep over midnight may run a timer late, and coming back to the app is when
 * its lists are asked again.
 */
function subscribeToSeoulDay(readDayAgain: () => void): () => void {
  let midnight: ReturnType<typeof setTimeout> | undefined;
  const waitForMidnight = () => {
    midnight = setTimeout(() => {
      readDayAgain();
      waitForMidnight();
    }, endOfSeoulToday() + 1 - Date.now());
  };
  const onShown = () => {
    if (document.visibilityState !== 'visible') return;
    clearTimeout(midnight);
    readDayAgain();
    waitForMidnight();
  };
  waitForMidnight();
  document.addEventListener('visibilitychange', onShown);
  return () => {
    clearTimeout(midnight);
    document.removeEventListener('visibilitychange', onShown);
  };
}

/**
 * Today in Seoul on the device clock, as an instant of that day (its last millisecond) for
 * `presetPeriod` and the like. The component redraws when the day turns at Seoul midnight, or
 * when the page is shown again on a later day; not otherwise.
 *
 * @example
 * const today = useSeoulToday();
 * const period = presetPeriod('1M', today);
 */
export function useSeoulToday(): number {
  return useSyncExternalStore(subscribeToSeoulDay, endOfSeoulToday);
}
