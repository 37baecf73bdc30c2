import type { QueryClient } from '@tanstack/react-query';
import type { JogakClient } from '../client/create-jogak-client';
import { JogakApiError } from '../errors/jogak-api-error';
import { GENERIC_ERROR_MESSAGE } from '../policy/error-messages';

/*
 * The query factories find the Jogak client through the QueryClient TanStack hands to every
 * queryFn and mutationFn, so a screen writes `useQuery(offeringQueries.detail(id))` with no
 * module-level singleton, and every test owns its own pair.
 */
const clients = new WeakMap<QueryClient, JogakClient>();

/**
 * Lets the query factories of this package call through `client` when they run in `queryClient`.
 *
 * @example
 * const queryClient = new QueryClient({ defaultOptions: jogakQueryClientDefaults });
 * attachJogakClient(queryClient, createJogakClient({ baseUrl, getToken, getUserContext, onOutcome }));
 */
export function attachJogakClient(queryClient: QueryClient, client: JogakClient): void {
  clients.set(queryClient, client);
}

/**
 * The Jogak client attached to `queryClient`, for calls no factory covers (sign-in flows…).
 *
 * @example
 * const client = jogakClientOf(useQueryClient());
 * await client.POST('/main/v1/auth/demo/login', { body: { memberId: 'demo-individual-200' } });
 */
export function jogakClientOf(queryClient: QueryClient): JogakClient {
  const client = clients.get(queryClient);
  if (!client) throw new Error('No Jogak client is attached to this QueryClient: call attachJogakClient(queryClient, client) first.');
  return client;
}

/**
 * The data of a successful openapi-fetch call. Failures already rejected in the client's
 * middleware; a 2xx without a body where the contract promises one is a broken answer.
 *
 * @example
 * const offering = await dataOf(client.GET('/main/v1/offerings/{id}', { params: { path: { id } } }));
 */
export async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) {
    throw new JogakApiError({
      code: 'UNKNOWN_ERROR',
      message: GENERIC_ERROR_MESSAGE,
      status: response.status,
      path: new URL(response.url || 'http://invalid/').pathname,
      body: null,
    });
  }
  return data;
}
