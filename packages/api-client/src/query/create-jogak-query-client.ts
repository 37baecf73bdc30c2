import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import type { JogakClient } from '../client/create-jogak-client';
import { attachJogakClient } from './jogak-client-binding';
import { jogakQueryClientDefaults } from './query-client-defaults';

/**
 * A QueryClient with the spec's defaults and `client` attached, ready for the query factories.
 * `defaultOptions` override the defaults per group (`queries`, `mutations`), key by key.
 *
 * @example
 * const queryClient = createJogakQueryClient(client);
 * // tests: no back-off wait
 * const testQueryClient = createJogakQueryClient(client, { queries: { retryDelay: 0 } });
 */
export function createJogakQueryClient(client: JogakClient, defaultOptions: DefaultOptions = {}): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      ...defaultOptions,
      queries: { ...jogakQueryClientDefaults.queries, ...defaultOptions.queries },
      mutations: { ...jogakQueryClientDefaults.mutations, ...defaultOptions.mutations },
    },
  });
  attachJogakClient(queryClient, client);
  return queryClient;
}
