import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { RouteNavigationProvider, type RouteTarget } from '@jogak/app-core';
import { DialogHost, RichTextLinkProvider } from '@jogak/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Where the tests' client sends calls; the sandbox's MSW interceptor answers any origin. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/**
 * Renders a screen as the app does: a QueryClient with the Jogak client attached, app-core's
 * navigation and RichText's link handlers as spies, and the dialog host. Retries are off so a
 * failure shows at once.
 */
export function renderScreen(screen: ReactElement, { token = null }: { token?: string | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl: SANDBOX_ORIGIN,
      getToken: () => token,
      getUserContext: () => (token ? { userType: '200', individualCorpCode: 'INDIVIDUAL' } : { userType: '100', individualCorpCode: null }),
    }),
  );
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const onOpenLink = vi.fn<(url: string) => void>();
  const ui = (element: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={onNavigate}>
        <RichTextLinkProvider onOpenLink={onOpenLink}>
          {element}
          <DialogHost />
        </RichTextLinkProvider>
      </RouteNavigationProvider>
    </QueryClientProvider>
  );
  const result = render(ui(screen));
  /** Renders another element (or the same with new props) inside the same providers. */
  const rerender = (element: ReactElement) => result.rerender(ui(element));
  return { ...result, rerender, onNavigate, onOpenLink, queryClient };
}
