import { notificationQueries } from '@jogak/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether new notification history exists, for the bell icon (spec section 2). Only asked when
 * logged in; a guest's bell never shows the new state.
 *
 * @example
 * const hasNew = useHasNewNotifications(token !== '');
 */
export function useHasNewNotifications(loggedIn: boolean): boolean {
  const { data } = useQuery({ ...notificationQueries.hasNew(), enabled: loggedIn });
  return loggedIn && data?.hasNew === true;
}
