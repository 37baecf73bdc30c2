import type { NavigateToRoute } from '@jogak/app-core';
import { RouteNavigationProvider } from '@jogak/app-core';
import { RichTextLinkProvider } from '@jogak/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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

/** How long a story's helpers wait for an outcome: long enough for a busy 2-core CI machine. */
const STORY_WAIT = { timeout: 15_000 };

/** The sandbox's fault switches as a story uses them (`setupSandboxWorker().faults`, a package's story sandbox). */
export interface StoryFaults {
  add(fault: { readonly status?: number; readonly path?: string; readonly method?: string; readonly times?: number }): unknown;
  clear(): void;
}

/**
 * A story loader (after the meta's, which resets the sandbox) that makes the GETs whose path holds
 * `path` fail with a 500 until the play clears the faults (`retryWithServerBack`).
 *
 * @example
 * export const Failed: Story = { loaders: [failingGets(sandbox.faults, '/main/v1/orders')], play: … };
 */
export function failingGets(faults: StoryFaults, path: string): () => Record<string, never> {
  return () => {
    faults.add({ status: 500, path, method: 'GET', times: 0 });
    return {};
  };
}

/** The server is back: 다시 시도하기 in `alert` asks again. */
export async function retryWithServerBack(faults: StoryFaults, alert: HTMLElement): Promise<void> {
  faults.clear();
  await userEvent.click(within(alert).getByRole('button', { name: '다시 시도하기' }));
}

/**
 * A toast saying `text` shows, then goes after its time (it fades in: wait for it to show), so
 * the next step, or the next story, starts with none.
 */
export async function toastComesAndGoes(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), STORY_WAIT);
  await waitFor(() => expect(screen.queryByText(text)).toBeNull(), STORY_WAIT);
}
