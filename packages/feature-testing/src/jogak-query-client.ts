import { attachJogakClient, createJogakClient, jogakQueryClientDefaults, type UserContext } from '@jogak/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Who a screen is shown to: a member's sandbox token (or a guest) and the user context the app keeps. */
export interface ScreenViewer {
  /** The member's token from `sandbox.state.login(memberId)`; null for a guest. */
  readonly token?: string | null;
  /** What the app's stores would say; by default a linked individual (200) with a token, a guest (100) without. */
  readonly userContext?: UserContext;
}

/**
 * A QueryClient as the app builds it (its defaults, so a screen offline behaves as in the app),
 * with the Jogak client attached on `baseUrl`. Retries are off so a failure shows at once.
 */
export function jogakQueryClient(baseUrl: string, { token = null, userContext }: ScreenViewer): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...jogakQueryClientDefaults.queries, retry: false }, mutations: { ...jogakQueryClientDefaults.mutations, retry: false } },
  });
  const context: UserContext = userContext ?? (token ? { userType: '200', individualCorpCode: 'INDIVIDUAL' } : { userType: '100', individualCorpCode: null });
  attachJogakClient(queryClient, createJogakClient({ baseUrl, getToken: () => token, getUserContext: () => context }));
  return queryClient;
}

/**
 * Resolves once the client has no request in flight (a route's prefetch has had all its answers).
 *
 * @example
 * prefetchHomeData(queryClient);
 * await queriesSettled(queryClient);
 */
export function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
