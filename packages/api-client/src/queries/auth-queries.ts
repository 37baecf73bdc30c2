import { queryOptions } from '@tanstack/react-query';
import { dataOf, jogakClientOf } from '../query/jogak-client-binding';

/**
 * Query options for the auth group's reads. Sign-in calls change the session, which the app
 * owns: make them with `jogakClientOf(queryClient)`. The sandbox's demo members are `demoQueries`,
 * apart, so a partner build that never lists them carries none of their code.
 *
 * @example
 * const { data: token } = useQuery(authQueries.keypadToken());
 */
export const authQueries = {
  all: () => ['auth'] as const,
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

/**
 * The sandbox's demo members (`GET /main/v1/auth/demo/members`), for the demo login of sandbox
 * builds only; a partner's API has no such call.
 *
 * @example
 * const { data: members } = useQuery(demoQueries.members());
 */
export const demoQueries = {
  members: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'demo-members'] as const,
      queryFn: ({ client, signal }) => dataOf(jogakClientOf(client).GET('/main/v1/auth/demo/members', { signal })),
    }),
};
