import '@jogak/ui-kit/styles.css';
import '../styles/app.css';
import { whenIdle } from '@jogak/ui-kit';
import { reportAppError } from '../errors/report-error';
import { wantOverlayHosts } from '../layout/overlay-hosts-wanted';
import { createShell } from '../shell/create-shell';
import { readAndroidVersionPolicy } from '../start-up/android-version-policy';
import { removeAppFrame, removeAppFrameOnceRendered } from './app-frame';
import type { BackendOptions } from './backend';
import { keepChunkFailuresOnPage } from './chunk-failures';
import { firstScreenSettled, whenFirstScreenSettles } from './first-screen-settled';
import { mountLoadedRouter, yieldToMainThread } from './mount-router';
import { retryWhenOnline } from './retry-when-online';

/**
 * Boots the full app: the shell (stores hydrated first) on the build's backend, then the router
 * (mounted once it has loaded the landing page); the live feed connects once the first screen is up.
 *
 * @example
 * await startApp(document.getElementById('app')!, loadBackend());
 */
export async function startApp(container: HTMLElement, backendLoading: Promise<BackendOptions>): Promise<void> {
  // Before any route's chunk is asked for: a failed one shows the error screen, never a reload.
  keepChunkFailuresOnPage(window);
  const shell = createShell({ ...(await backendLoading), androidVersionPolicy: readAndroidVersionPolicy(import.meta.env) });
  removeAppFrameOnceRendered(shell.router, document);
  // The landing page's route chunks download while the stores hydrate, not after the first render.
  // Asking for them costs the main thread (a preload link per file, ~90 ms at 4x on /home), so
  // each route's are asked for in a task of their own, not in the shell's creation.
  for (const match of shell.router.matchRoutes(window.location.pathname)) {
    await yieldToMainThread();
    void shell.router.loadRouteChunk(shell.router.routesById[match.routeId]);
  }
  await shell.ready;
  await mountLoadedRouter(container, shell.router, {
    // Errors React could not hand to a route's boundary (the router reports the others).
    onUncaughtError: (error) => {
      removeAppFrame(document);
      reportAppError(error, shell.router.state.matches.at(-1)?.routeId);
    },
  });
  // The typeface (ui-kit's fonts.css) and the dialog and toast hosts (unless a dialog or toast
  // asked for them earlier) wait for the first screen to be complete.
  whenFirstScreenSettles(
    () => firstScreenSettled(shell.router, shell.queryClient, document),
    () => {
      void retryWhenOnline(() => import('@jogak/ui-kit/fonts.css'));
      wantOverlayHosts();
    },
  );
  // The live feed (its own chunk) connects once the first screen is up.
  whenIdle(() => void shell.services.live.start().catch((error: unknown) => console.error('[jogak] live feed', error)));
}
