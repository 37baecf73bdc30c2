import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { RouteNavigationProvider, type NavigateToRoute } from '@jogak/app-core';
import { RichTextLinkProvider } from '@jogak/ui-kit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactNode } from 'react';

/** What a story's decorator gives the screen: the sandbox's client and app-core's navigation as spies. */
export interface StoryServices {
  readonly onNavigate: NavigateToRoute;
  readonly onOpenLink: (url: string) => void;
  readonly token?: string | null;
}

/**
 * The providers the app puts above a screen, for a story: a fresh QueryClient (no retries) with
 * the Jogak client on the page's origin (the MSW worker answers), navigation and link spies.
 */
export function StoryProviders({ onNavigate, onOpenLink, token = null, children }: StoryServices & { readonly children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl: window.location.origin,
      getToken: () => token,
      getUserContext: () => (token ? { userType: '200', individualCorpCode: 'INDIVIDUAL' } : { userType: '100', individualCorpCode: null }),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={onNavigate}>
        <RichTextLinkProvider onOpenLink={onOpenLink}>{children}</RichTextLinkProvider>
      </RouteNavigationProvider>
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

/** A GET of `path` that answers an empty page. */
export function emptyPage(path: string): HttpHandler {
  return http.get(`*${path}`, () => HttpResponse.json({ content: [], pageInfo: { page: 0, size: 10, totalElements: 0, last: true } }));
}
