import { notificationQueries } from '@jogak/api-client';
import type { LiveClient } from '@jogak/realtime';
import { useQuery, type QueryClient } from '@tanstack/react-query';

/**
 * Whether new notification history exists, for the bell icon (spec section 2). Only asked when
 * logged in; a guest's bell never shows the new state. `refreshBellOnNotification` asks again
 * when a notification arrives live.
 *
 * @example
 * const hasNew = useHasNewNotifications(token !== '');
 */
export function useHasNewNotifications(loggedIn: boolean): boolean {
  const { data } = useQuery({ ...notificationQueries.hasNew(), enabled: loggedIn });
  return loggedIn && data?.hasNew === true;
}

/**
 * Has the bell asked again each time a notification arrives live, on every screen the bell is
 * on, not only /alert. Only a signed-in member's connection receives `notification` events (they
 * travel on `/user/queue/events`), and a guest's bell query is disabled, so a guest asks nothing.
 * Returns the function that stops.
 *
 * @example
 * const stop = refreshBellOnNotification(liveClient, queryClient);
 */
export function refreshBellOnNotification(client: Pick<LiveClient, 'onEvent'>, queryClient: Pick<QueryClient, 'invalidateQueries'>): () => void {
  return client.onEvent('notification', () => void queryClient.invalidateQueries({ queryKey: notificationQueries.hasNew().queryKey }));
}
