import type { NavigateToRoute } from '@jogak/app-core';
import { RouteNavigationProvider } from '@jogak/app-core';
import { RichTextLinkProvider } from '@jogak/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { jogakQueryClient, type ScreenViewer } from './jogak-query-client';

export interface StoryProvidersProps extends ScreenViewer {
  readonly onNavigate: NavigateToRoute;
  /** Links leaving the app; by default they are ignored, as a story has nowhere to go. */
  readonly onOpenLink?: (url: string) => void;
  readonly children: ReactNode;
}

/** A story's args for the providers: the viewer, and navigation and links as spies (`fn()`). */
export type StoryServices = Omit<StoryProvidersProps, 'children' | 'onOpenLink'> & { readonly onOpenLink: (url: string) => void };

const ignoreLink = () => undefined;

/**
 * The providers the app puts above a screen, for a story: the page's `<main>` (the app's layouts
 * own it, never a screen), the Jogak client on the page's origin (Storybook's MSW worker answers
 * with the sandbox) for `token`, app-core's navigation and the rich-text link handler as spies.
 * The dialog and toast hosts come from Storybook's preview.
 */
export function StoryProviders({ token, userContext, onNavigate, onOpenLink = ignoreLink, children }: StoryProvidersProps) {
  const [queryClient] = useState(() => jogakQueryClient(window.location.origin, { token, userContext }));
  return (
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={onNavigate}>
        <RichTextLinkProvider onOpenLink={onOpenLink}>
          <main>{children}</main>
        </RichTextLinkProvider>
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

/** A GET of `path` that answers an empty page of a board list. */
export function emptyPage(path: string): HttpHandler {
  return http.get(`*${path}`, () => HttpResponse.json({ content: [], pageInfo: { page: 0, size: 10, totalElements: 0, last: true } }));
}
