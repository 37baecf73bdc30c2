import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { RouteNavigationProvider, type RouteTarget } from '@jogak/app-core';
import { DialogHost } from '@jogak/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { HomeScreen, type HomeScreenProps } from '../src/home-screen/home-screen';

/** Where the tests' client sends calls; the sandbox's MSW interceptor answers any origin. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/**
 * Renders /home as the app does: a QueryClient with the Jogak client attached, the dialog host,
 * and spies for the navigation (app-core's RouteNavigationProvider) and the modal callback. Retries are off so a failure shows at once.
 */
export function renderHome(props: Partial<HomeScreenProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl: SANDBOX_ORIGIN,
      getToken: () => null,
      getUserContext: () => ({ userType: '100', individualCorpCode: null }),
    }),
  );
  const onNavigate = vi.fn<(target: RouteTarget) => void>();
  const onCloseModal = vi.fn<() => void>();
  const screenProps: HomeScreenProps = {
    search: {},
    onCloseModal,
    now: new Date('2025-03-04T10:00:00+09:00'),
    ...props,
  };
  const ui = (next: HomeScreenProps) => (
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={onNavigate}>
        <HomeScreen {...next} />
        <DialogHost />
      </RouteNavigationProvider>
    </QueryClientProvider>
  );
  const result = render(ui(screenProps));
  return {
    ...result,
    onNavigate,
    onCloseModal,
    queryClient,
    rerenderWith: (next: Partial<HomeScreenProps>) => result.rerender(ui({ ...screenProps, ...next })),
  };
}
