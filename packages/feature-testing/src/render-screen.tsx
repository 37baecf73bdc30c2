import { RouteNavigationProvider, type NavigateToRoute } from '@jogak/app-core';
import { clearToast, DialogHost, RichTextLinkProvider, ToastHost } from '@jogak/ui-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished, vi, type Mock } from 'vitest';
import { jogakQueryClient, type ScreenViewer } from './jogak-query-client';

/** Where the tests' client sends calls; the sandbox's MSW interceptor (`setupSandboxServer`) answers any origin. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';

/** A rendered screen: Testing Library's result plus the spies and the QueryClient around it. */
export interface RenderedScreen extends Omit<RenderResult, 'rerender'> {
  /** Renders another element in the same providers, as a prop change or a new route would. */
  readonly rerender: (element: ReactElement) => void;
  /** app-core's navigation (`useNavigateToRoute`, `RouteLink`). */
  readonly onNavigate: Mock<NavigateToRoute>;
  /** Links that leave the app, from rich text. */
  readonly onOpenLink: Mock<(url: string) => void>;
  readonly queryClient: QueryClient;
}

/**
 * Renders a screen as the app does: inside the page's `<main>` (the app's layouts own it, never a
 * screen), the Jogak client on the sandbox for `viewer`, the dialog and toast hosts, and spies for
 * app-core's navigation and for links leaving the app.
 *
 * @example
 * const { onNavigate } = renderScreen(<AlertScreen … />, { token: sandbox.state.login('demo-general').token });
 * await userEvent.click(await screen.findByRole('link', { name: /청약 완료/ }));
 */
export function renderScreen(screen: ReactElement, viewer: ScreenViewer = {}): RenderedScreen {
  const queryClient = jogakQueryClient(SANDBOX_ORIGIN, viewer);
  const onNavigate = vi.fn<NavigateToRoute>();
  const onOpenLink = vi.fn<(url: string) => void>();
  const wrap = (element: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <RouteNavigationProvider navigate={onNavigate}>
        <RichTextLinkProvider onOpenLink={onOpenLink}>
          <main>{element}</main>
          <DialogHost />
          <ToastHost />
        </RichTextLinkProvider>
      </RouteNavigationProvider>
    </QueryClientProvider>
  );
  const result = render(wrap(screen));
  // The toast queue is app-wide and outlives this render: a toast still on screen when the test
  // ends would show in the next test's host.
  onTestFinished(clearToast);
  const rerender = (element: ReactElement) => result.rerender(wrap(element));
  return { ...result, rerender, onNavigate, onOpenLink, queryClient };
}
