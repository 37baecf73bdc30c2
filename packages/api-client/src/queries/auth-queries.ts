import { queryOptions } from '@tanstack/react-query';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';

/**
 * Query options for the auth group's reads. Sign-in calls change the session, which the app
 * owns: make them with `jogakClientOf(queryClient)`.
 *
 * @example
 * const { data: members } = useQuery(authQueries.demoMembers());
 */
export const authQueries = {
  all: () => ['auth'] as const,
  demoMembers: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'demo-members'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/auth/demo/members', { signal })),
    }),
  /** A keypad token seeds one keypad: never served from cache, never refetched behind the keypad's back. */
  keypadToken: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'keypad-token'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/auth/keypad/token', { signal })),
      gcTime: 0,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
