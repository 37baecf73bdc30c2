import { QueryClient } from '@tanstack/react-query';
import { createJogakClient } from '../src/client/create-jogak-client';
import { attachJogakClient } from '../src/query/jogak-client-binding';
import { jogakQueryClientDefaults } from '../src/query/query-client-defaults';

/**
 * A QueryClient with the app's defaults and a Jogak client on `baseUrl` for a signed-in, linked
 * individual (the token `demo-token`): the queries' and mutations' tests against an msw server.
 */
export function signedInQueryClient(baseUrl: string): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: jogakQueryClientDefaults });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl,
      getToken: () => 'demo-token',
      getUserContext: () => ({ userType: '200', individualCorpCode: 'INDIVIDUAL' }),
    }),
  );
  return queryClient;
}
