import { useQuery } from '@tanstack/react-query';
import { useShellServices } from '../shell/use-shell-services';

/**
 * Whether new notification history exists, for the bell icon (spec section 2). Only asked when
 * logged in; a guest's bell never shows the new state.
 *
 * @example
 * const hasNew = useHasNewNotifications(token !== '');
 */
export function useHasNewNotifications(loggedIn: boolean): boolean {
  const { client } = useShellServices();
  const { data } = useQuery({
    queryKey: ['notifications', 'has-new'],
    queryFn: async () => {
      const { data: body } = await client.GET('/main/v1/member/notifications/has-new');
      return body?.hasNew ?? false;
    },
    enabled: loggedIn,
    // The icon can wait for the next visit; a retried call would only repeat the same outcome.
    retry: false,
  });
  return loggedIn && data === true;
}
