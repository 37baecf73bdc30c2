import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { RouteNavigationProvider, type RouteTarget } from '@jogak/app-core';
import { DialogHost, ToastHost } from '@jogak/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Where the tests' client sends calls; the sandbox's MSW interceptor answers any origin. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/**
 * Renders the alert screen as the app does: a QueryClient with the Jogak client attached (the
 * member's token when `token` is given), the dialog and toast hosts, and a spy for app-core's
 * navigation. Retries are off so a failure shows at once.
 */
export function renderScreen(ui: ReactElement, { token = null }: { token?: string | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl: SANDBOX_ORIGIN,
      getToken: () => token,
      getUserContext: () => (token ? { userType: '200', individualCorpCode: 'INDIVIDUAL' } : { userType: '100', individualCorpCode: null }),
    }),
  );
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={onNavigate}>
        {ui}
        <DialogHost />
        <ToastHost />
      </RouteNavigationProvider>
    </QueryClientProvider>,
  );
  return { ...result, onNavigate, queryClient };
}
