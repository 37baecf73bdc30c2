import { DialogHost } from '@jogak/ui-kit';
import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { BackClosesDialog } from '../routing/back-closes-dialog';

// The router's memory history never asks blockers about back and forward (only about push and
// replace), so tests of back run the browser history the app runs on, over jsdom's window.
let history: RouterHistory | undefined;

/**
 * A router over the window's session history, holding `paths` with the last one current, each
 * path drawing its page; the root has the app's `BackClosesDialog` ahead of the pages and a
 * `DialogHost`. Call `destroyBrowserHistory()` after each test.
 *
 * @example
 * await renderOnBrowserHistory(['/home', '/market'], { '/home': HomePage, '/market': MarketPage });
 * pressBrowserBack();
 */
export async function renderOnBrowserHistory(paths: readonly [string, ...string[]], pages: Readonly<Record<string, FunctionComponent>>) {
  paths.forEach((path, index) => {
    const state = { __TSR_index: index, key: `k${String(index)}`, __TSR_key: `k${String(index)}` };
    if (index === 0) window.history.replaceState(state, '', path);
    else window.history.pushState(state, '', path);
  });
  history = createBrowserHistory();
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <BackClosesDialog />
        <Outlet />
        <DialogHost />
      </>
    ),
  });
  const routeTree = rootRoute.addChildren(
    Object.entries(pages).map(([path, component]) => createRoute({ getParentRoute: () => rootRoute, path, component })),
  );
  const router = createRouter({ routeTree, history });
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}

/** The browser's back button: the browser moves, then tells the page with a popstate. */
export function pressBrowserBack(): void {
  act(() => window.history.back());
}

export function destroyBrowserHistory(): void {
  history?.destroy();
  history = undefined;
}
