import type { DefaultOptions } from '@tanstack/react-query';
import { isJogakApiError } from '../errors/jogak-api-error';

/** The spec's data-fetching defaults (section 7). */
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1_000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_CACHE_TIME_MS = 5 * 60 * 1_000;

/**
 * Back-off before retry number `attemptIndex + 1`: 1 s, doubling, never above 30 s.
 *
 * @example
 * [0, 1, 2, 3, 4, 5].map(retryDelayFor) // [1000, 2000, 4000, 8000, 16000, 30000]
 */
export function retryDelayFor(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS);
}

/**
 * Whether a failed query is worth another try (at most 3 retries). Only failures that may pass
 * on their own are retried: no answer at all, and server errors the policy did not act on
 * (503, 504…). A 4xx will fail the same way again, and a 500/502 already sent the user to the
 * Error screen (or became SH0001), so retrying those would repeat the effect, not help.
 *
 * @example
 * shouldRetryQuery(0, networkError)        // true
 * shouldRetryQuery(3, networkError)        // false (three retries done)
 * shouldRetryQuery(0, errorWithStatus(400)) // false
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  if (!isJogakApiError(error)) return true;
  if (error.status === null) return true;
  return error.status >= 500 && error.status !== 500 && error.status !== 502;
}

/**
 * `QueryClient` defaults from the spec: 3 retries with a back-off of 1 s doubling up to 30 s,
 * a 5-minute cache, refetch on window focus and on reconnect. Mutations are never retried
 * (a repeated order or withdrawal is not harmless), and a finished mutation leaves the cache as
 * soon as no screen observes it (`gcTime: 0`): its variables carry sealed PINs, the withdrawal
 * password and keypad tokens, and nothing in the app reads a finished mutation from the cache.
 *
 * Queries and mutations run whatever the browser says about the connection (`networkMode:
 * 'always'`). TanStack's default ('online') pauses a call made while the device seems offline
 * and sends it when the connection is back: a paused submit would be sent after the member left
 * its screen (a buy order at an old price, a withdrawal from a closed sheet), and a paused query
 * keeps its skeleton with no end. Sent at once, they fail with NETWORK_ERROR, and the screen
 * shows its Korean error with the button or the retry usable again.
 *
 * @example
 * const queryClient = new QueryClient({ defaultOptions: jogakQueryClientDefaults });
 */
export const jogakQueryClientDefaults = {
  queries: {
    networkMode: 'always',
    retry: shouldRetryQuery,
    retryDelay: retryDelayFor,
    gcTime: QUERY_CACHE_TIME_MS,
    refetchOnWindowFocus: true,
    // Set, not left to TanStack: its default turns this off with networkMode 'always', and then a
    // screen that failed offline would not recover when the connection comes back.
    refetchOnReconnect: true,
  },
  mutations: {
    networkMode: 'always',
    retry: false,
    gcTime: 0,
  },
} satisfies DefaultOptions;
