import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';

/** Ends the current task: what follows runs in a task of its own, and the page can paint and take input in between. */
export const yieldToMainThread = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Renders the router once it has loaded the landing page (issue #18). Rendered before, React drew
 * the pending page in one long task and the loaded page in another when the load resolved (both
 * blocking: the router's state reaches React through `useSyncExternalStore`); now it draws the
 * loaded page once, as a transition, which React splits into short tasks since no store moves
 * underneath it. index.html's frame covers the page meanwhile, and the router emits `onRendered`
 * as usual. The load and the render each start a task of their own.
 *
 * @example
 * const root = await mountLoadedRouter(document.getElementById('app')!, shell.router, { onUncaughtError });
 */
export async function mountLoadedRouter(container: HTMLElement, router: AnyRouter, options: RootOptions = {}): Promise<Root> {
  await yieldToMainThread();
  // A load that throws (not a loader's error: the router shows those) is retried by the router once mounted.
  await router.load().catch((error: unknown) => console.error('[jogak] landing page load', error));
  await yieldToMainThread();
  const root = createRoot(container, options);
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  return root;
}
