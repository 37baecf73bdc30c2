import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { RouteNavigationProvider, type NavigateToRoute } from '@jogak/app-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { useState, type ReactNode } from 'react';

/**
 * The providers the app puts above a screen, for a story: a fresh QueryClient (no retries) with
 * the Jogak client on the page's origin (the MSW worker answers) carrying `token`, and app-core's
 * navigation as a spy.
 */
export function StoryProviders({ token, onNavigate, children }: { readonly token: string | null; readonly onNavigate: NavigateToRoute; readonly children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    attachJogakClient(
      client,
      createJogakClient({
        baseUrl: window.location.origin,
        getToken: () => token,
        getUserContext: () => (token ? { userType: '200', individualCorpCode: 'INDIVIDUAL' } : { userType: '100', individualCorpCode: null }),
      }),
    );
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={onNavigate}>{children}</RouteNavigationProvider>
    </QueryClientProvider>
  );
}

/** A GET of `path` that never answers: the screen stays loading. */
export function neverAnswers(path: string): HttpHandler {
  return http.get(`*${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** A GET of `path` that fails with a 500. */
export function fails(path: string): HttpHandler {
  return http.get(`*${path}`, () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' }, { status: 500 }));
}
