import '@jogak/ui-kit/styles.css';
import '../styles/app.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportAppError } from '../errors/report-error';
import { createShell, type ShellOptions } from '../shell/create-shell';
import { readAndroidVersionPolicy } from '../start-up/android-version-policy';

/**
 * Sandbox builds: while this session-storage key holds `on`, the development signer forges its
 * certificate signatures (a throwaway key), so a journey can see the sandbox refuse them.
 */
export const FORGE_CERTIFICATE_SIGNATURES_KEY = 'jogak.dev-insecure.forge-certificate-signatures';

/** Where a build's backend lives: what the shell is told besides the version policy. */
type BackendOptions = Pick<ShellOptions, 'fallbackTransport' | 'apiBaseUrl' | 'liveUrl' | 'partnerWebViewHost'>;

/**
 * A sandbox build: without a native shell, the native bridge's browser transport (development
 * storage and signers) without its `init` message, so a reload stays on its page instead of
 * restarting at `/`; the secure keypad stands in for the shell's PIN screen, and the device holds
 * the sandbox's corporate certificates (`DEV_CERTIFICATES`, whose public keys the sandbox
 * registered) so a certificate login verifies for real. Partner web views are
 * the sandbox's pages (unless `VITE_PARTNER_WEB_VIEW_HOST` names another host), shown over the app
 * as the shell's web view would, reporting back as native messages. All of it is loaded here
 * only, so a partner build carries none of it.
 */
async function sandboxBackend(): Promise<BackendOptions> {
  const [{ createBrowserTransport, createKeypadPinEntry }, host, { DEV_CERTIFICATES }] = await Promise.all([
    import('@jogak/native-bridge/browser'),
    import('./partner-web-view-host'),
    import('@jogak/sandbox/dev-certificates'),
    import('@jogak/secure-keypad/styles.css'),
  ]);
  const partnerHost = host.partnerWebViewHost(import.meta.env.VITE_PARTNER_WEB_VIEW_HOST, window.location.origin);
  return {
    partnerWebViewHost: partnerHost,
    fallbackTransport: () =>
      createBrowserTransport({
        sendInit: false,
        appVersion: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
        // The sandbox's demo PIN has six digits.
        pinEntry: createKeypadPinEntry({ maxLength: 6 }),
        certificates: DEV_CERTIFICATES,
        forgeCertificateSignatures: () => window.sessionStorage.getItem(FORGE_CERTIFICATE_SIGNATURES_KEY) === 'on',
        ...(host.isSandboxPartnerHost(partnerHost) ? { inAppWebView: host.isUnderHost(partnerHost) } : {}),
      }),
  };
}

/** A partner build: the partner's hosts, which the build was given (vite.config.ts checks them). */
function partnerBackend(): BackendOptions {
  return {
    apiBaseUrl: import.meta.env.VITE_API_BASE_URL,
    liveUrl: import.meta.env.VITE_LIVE_URL,
    partnerWebViewHost: import.meta.env.VITE_PARTNER_WEB_VIEW_HOST,
  };
}

/**
 * Boots the full app: the shell (stores hydrated first) on the build's backend, then the router;
 * the live feed connects once the first screen is up.
 *
 * @example
 * await startApp(document.getElementById('app')!);
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const backend = import.meta.env.VITE_JOGAK_BACKEND === 'sandbox' ? await sandboxBackend() : partnerBackend();
  const shell = createShell({ ...backend, androidVersionPolicy: readAndroidVersionPolicy(import.meta.env) });
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
