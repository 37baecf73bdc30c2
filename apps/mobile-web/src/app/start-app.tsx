import '@jogak/ui-kit/styles.css';
import '../styles/app.css';
import type { NativeTransport } from '@jogak/native-bridge';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportAppError } from '../errors/report-error';
import { createShell } from '../shell/create-shell';
import { isSandboxPartnerHost, isUnderHost, partnerWebViewHost } from './partner-web-view-host';
import { readAndroidVersionPolicy } from '../start-up/android-version-policy';

/** Builds that talk to the sandbox (all of them until the partner backend exists) get its dev tools. */
const SANDBOX = import.meta.env.VITE_JOGAK_BACKEND !== 'partner';

/**
 * Boots the full app: the shell (stores hydrated first), then the router. Without a native shell,
 * sandbox builds use the native bridge's browser transport (development storage and signers)
 * without its `init` message, so a reload stays on its page instead of restarting at `/`. Their
 * partner web views are the sandbox's pages (unless `VITE_PARTNER_WEB_VIEW_HOST` names another
 * host), shown over the app as the shell's web view would, reporting back as native messages.
 *
 * @example
 * await startApp(document.getElementById('app')!);
 */
export async function startApp(container: HTMLElement): Promise<void> {
  let fallbackTransport: (() => NativeTransport) | undefined;
  const partnerHost = partnerWebViewHost(import.meta.env.VITE_PARTNER_WEB_VIEW_HOST, SANDBOX, window.location.origin);
  if (SANDBOX) {
    const [{ createBrowserTransport, createKeypadPinEntry }] = await Promise.all([
      import('@jogak/native-bridge/browser'),
      // The browser stands in for the shell's PIN screen with the secure keypad.
      import('@jogak/secure-keypad/styles.css'),
    ]);
    fallbackTransport = () =>
      createBrowserTransport({
        sendInit: false,
        appVersion: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
        // The sandbox's demo PIN has six digits.
        pinEntry: createKeypadPinEntry({ maxLength: 6 }),
        ...(isSandboxPartnerHost(partnerHost) ? { inAppWebView: isUnderHost(partnerHost) } : {}),
      });
  }
  const shell = createShell({
    ...(fallbackTransport ? { fallbackTransport } : {}),
    partnerWebViewHost: partnerHost,
    androidVersionPolicy: readAndroidVersionPolicy(import.meta.env),
  });
  await shell.ready;
  createRoot(container, {
    // Errors React could not hand to a route's boundary (the router reports the others).
    onUncaughtError: (error) => reportAppError(error, shell.router.state.matches.at(-1)?.routeId),
  }).render(
    <StrictMode>
      <RouterProvider router={shell.router} />
    </StrictMode>,
  );
  // The live feed (its own chunk) connects once the first screen is up.
  const startLive = () => void shell.services.live.start().catch((error: unknown) => console.error('[jogak] live feed', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(startLive, { timeout: 2000 });
  else setTimeout(startLive, 1);
}
