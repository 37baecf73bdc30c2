import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { DialogHost } from '@jogak/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Where the tests' client sends calls; the sandbox's MSW interceptor answers any origin. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/**
 * Renders a screen as the app does: a QueryClient with the Jogak client attached (a guest) and
 * the dialog host. Retries are off so a failure shows at once.
 */
export function renderWithSandbox(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl: SANDBOX_ORIGIN,
      getToken: () => null,
      getUserContext: () => ({ userType: '100', individualCorpCode: null }),
    }),
  );
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <DialogHost />
    </QueryClientProvider>,
  );
}
