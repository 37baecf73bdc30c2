import { attachJogakClient, createJogakClient } from '@jogak/api-client';
import { RouteNavigationProvider, type NavigateToRoute } from '@jogak/app-core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ReactNode } from 'react';

/** The instant every story's sandbox stands at, so states, D-days and countdowns read the same. */
export const STORY_NOW = '2025-03-04T10:00:00+09:00';

/**
 * A clock that starts at `STORY_NOW` when the story renders and runs on in real time, so the
 * countdown ticks from the same point every time.
 */
export function storyClock(): () => number {
  const startedAt = Date.now();
  return () => Date.parse(STORY_NOW) + (Date.now() - startedAt);
}

/**
 * The providers the app puts above a screen, for a story: a fresh QueryClient (no retries) with
 * the Jogak client on the page's origin (the MSW worker answers) and app-core's navigation as a spy.
 */
export function StoryProviders({ onNavigate, children }: { readonly onNavigate: NavigateToRoute; readonly children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  attachJogakClient(
    queryClient,
    createJogakClient({
      baseUrl: window.location.origin,
      getToken: () => null,
      getUserContext: () => ({ userType: '100', individualCorpCode: null }),
    }),
  );
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

/** A GET of `path` that answers an empty page. */
export function emptyPage(path: string): HttpHandler {
  return http.get(`*${path}`, () => HttpResponse.json({ content: [], pageInfo: { page: 0, size: 100, totalElements: 0, last: true } }));
}
